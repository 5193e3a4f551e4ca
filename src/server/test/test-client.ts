import { randomInt } from "node:crypto";

export interface TestResponse<Body = any> {
  status: number;
  headers: Headers;
  body: Body;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is instead of JSON-encoding `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
}

let accountCounter = 0;

/** Behaves like one browser: keeps its cookies, sends the Origin of its page, comes from its own IP. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  /**
   * `baseUrl` is where requests go; `origin` the page they claim to come from, the server's BASE_URL (not the
   * same when a test puts the server behind a made-up public address, as a reverse proxy would).
   */
  constructor(
    readonly baseUrl: string,
    readonly origin = new URL(baseUrl).origin,
    readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  ) {}

  /** A GET whose body is left unread, for streams. */
  open(path: string, signal: AbortSignal): Promise<Response> {
    return fetch(new URL(path, this.baseUrl), { headers: this.headers(), signal });
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { origin: this.origin, "x-forwarded-for": this.ip, ...extra };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    return headers;
  }

  async request<Body = any>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<Body>> {
    const headers = this.headers(options.headers);
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body });
    this.keepCookies(response.headers);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }

  get = <Body = any>(path: string, options?: RequestOptions) => this.request<Body>("GET", path, options);
  post = <Body = any>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<Body>("POST", path, { ...options, body });
  patch = <Body = any>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<Body>("PATCH", path, { ...options, body });
  delete = <Body = any>(path: string, options?: RequestOptions) => this.request<Body>("DELETE", path, options);

  /** Signs up a new account (and so signs in); returns its credentials. */
  async signUp(
    email = uniqueEmail(),
    password = "correct horse battery",
  ): Promise<{ email: string; password: string }> {
    const response = await this.post("/api/auth/sign-up/email", { email, password });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    return { email, password };
  }

  /** The same browser, signed in as it is, talking to another instance of the server. */
  at(baseUrl: string): TestClient {
    return this.signedInAs(new TestClient(baseUrl));
  }

  /** The same browser, signed in as it is, coming from another address (e.g. one several browsers share). */
  from(ip: string): TestClient {
    return this.signedInAs(new TestClient(this.baseUrl, this.origin, ip));
  }

  private signedInAs(other: TestClient): TestClient {
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  /** The `Cookie` header this client sends, e.g. to replay it from elsewhere. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keepCookies(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(separator + 1));
    }
  }
}

export function uniqueEmail(): string {
  accountCounter += 1;
  return `user${accountCounter}-${randomInt(1e9)}@example.com`;
}
