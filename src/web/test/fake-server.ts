import { vi } from "vitest";
import type { ApiErrorBody, ApiErrorCode } from "../../shared/api-error";

/** A request as the fake server saw it: the body parsed from JSON, header names in lower case. */
export interface FakeRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (request: FakeRequest, params: string[]) => Response | Promise<Response>;

/** An answer as the server's JSON answers are. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

export const noContent = () => new Response(null, { status: 204 });

/** The one error shape of every `/api` endpoint (`DomainError.toBody`): `extra` goes beside `error`, as `details` do. */
export const errorAnswer = (
  status: number,
  code: ApiErrorCode,
  message: string,
  {
    fields,
    extra,
    headers,
  }: { fields?: Record<string, string>; extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
) =>
  json({ ...extra, error: { code, message, ...(fields ? { fields } : {}) } } satisfies ApiErrorBody, status, headers);

/** What the server answers any error it did not expect (`app.onError`). */
export const internalError = () =>
  errorAnswer(500, "internal_error", "Something went wrong on our side. Please try again.");

/** No answer at all: the server cannot be reached (`fetch` rejects, as a browser's does offline). */
export const unreachable = () => Response.error();

/**
 * Holds the answers of matching requests: each request is handled as it arrives (as the real server changes its
 * data then), but its answer reaches the page only once released.
 */
export class Gate {
  #waiting: { release: () => void; released: boolean }[] = [];
  #open = false;

  constructor(
    readonly method: string,
    readonly pattern: RegExp,
  ) {}

  matches(request: FakeRequest): boolean {
    return !this.#open && request.method === this.method && this.pattern.test(request.url.pathname);
  }

  wait(): Promise<void> {
    return new Promise((resolve) => this.#waiting.push({ release: resolve, released: false }));
  }

  /** How many answers have been held so far (released or not). */
  get held(): number {
    return this.#waiting.length;
  }

  /** Lets the `index`th held answer (in order of arrival) through. */
  release(index: number): void {
    const waiting = this.#waiting[index];
    if (!waiting || waiting.released) throw new Error(`No held answer ${index} to release.`);
    waiting.released = true;
    waiting.release();
  }

  /** Lets every held answer through, and holds no more. */
  open(): void {
    this.#open = true;
    for (const waiting of this.#waiting) {
      if (!waiting.released) {
        waiting.released = true;
        waiting.release();
      }
    }
  }
}

/**
 * `fetch` stubbed at the edge: routes answered as the real server answers them, every request kept for the test to
 * read. A request no route answers fails as a network error would, and is listed in `unanswered` (see
 * `expectAllAnswered`), so a test never passes on an answer the server would not give.
 */
export class FakeServer {
  readonly requests: FakeRequest[] = [];
  readonly unanswered: string[] = [];
  #routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  #gates: Gate[] = [];

  constructor() {
    vi.stubGlobal("fetch", (input: string | URL, init?: RequestInit) => this.#fetch(input, init));
  }

  /** Answers `method` on paths matching `pattern` (its groups are `params`); a later route wins over an earlier one. */
  on(method: string, pattern: RegExp, handler: Handler): this {
    this.#routes.unshift({ method, pattern, handler });
    return this;
  }

  /** Holds the answers to matching requests until released (see `Gate`). */
  hold(method: string, pattern: RegExp): Gate {
    const gate = new Gate(method, pattern);
    this.#gates.push(gate);
    return gate;
  }

  /** The requests made so far with this method to paths matching `pattern`. */
  sent(method: string, pattern: RegExp): FakeRequest[] {
    return this.requests.filter((request) => request.method === method && pattern.test(request.url.pathname));
  }

  async #fetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), "http://localhost");
    const method = init.method ?? "GET";
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    const text = typeof init.body === "string" ? init.body : undefined;
    const body: unknown =
      text !== undefined && headers["content-type"] === "application/json" ? JSON.parse(text) : text;
    const request: FakeRequest = { method, url, headers, body };
    this.requests.push(request);
    const described = `${method} ${url.pathname}${url.search}`;
    const route = this.#routes.find((each) => each.method === method && each.pattern.test(url.pathname));
    if (!route) {
      this.unanswered.push(described);
      throw new TypeError(`fetch failed: the fake server has no route for ${described}`);
    }
    let response: Response;
    try {
      response = await route.handler(request, route.pattern.exec(url.pathname)?.slice(1) ?? []);
    } catch (error) {
      this.unanswered.push(`${described}: ${(error as Error).message}`);
      throw new TypeError(`fetch failed: the fake server could not answer ${described}`);
    }
    const gate = this.#gates.find((each) => each.matches(request));
    if (gate) await gate.wait();
    if (response.type === "error") throw new TypeError("Failed to fetch");
    return response;
  }
}
