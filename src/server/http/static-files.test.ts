import { createHash } from "node:crypto";
import { request } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_COMPRESSION_MIN_BYTES } from "../../shared/limits";
import type { TestClient } from "../test/test-client";
import { startTestServer, type TestServer } from "../test/test-server";

// The built front end as the server sends it (run `npm run build` first, as `npm test` does).
const WEB_ROOT = path.resolve(import.meta.dirname, "../../../dist/web");
const PUBLIC_PAGES = [
  { path: "/", title: "Taskmind", text: "Hi." },
  { path: "/sign-in", title: "Sign in · Taskmind", text: "Please enter your details below to sign in." },
  { path: "/sign-up", title: "Sign up · Taskmind", text: "Please enter your details below to create your account." },
  { path: "/password-reset", title: "Reset your password · Taskmind", text: "Reset your password" },
];
const SIGNED_IN_PAGES = ["/assistant", "/tasks", "/calendar", "/add-task", "/settings", "/admin"];
const EMPTY_ROOT = '<div id="root"></div>';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer({ webRoot: WEB_ROOT });
  client = server.client();
  await client.signUp();
});
afterAll(() => server.close());

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** As it came over the wire, still encoded. */
  raw: Buffer;
  /** Decoded by its Content-Encoding. */
  text: string;
}

/** A GET with node:http, which (unlike fetch) leaves the body as it came, so its encoding can be checked. */
function get(pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(
      new URL(pathname, server.baseUrl),
      { headers: { "x-forwarded-for": client.ip, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const decoded = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: decoded.toString() });
        });
      },
    )
      .on("error", reject)
      .end();
  });
}

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
const varyOf = (response: RawResponse) => String(response.headers.vary ?? "").toLowerCase();

describe("the public pages, prerendered", () => {
  it.each(PUBLIC_PAGES)("$path arrives as HTML with the page in it and its title, brotli-compressed", async (page) => {
    const response = await get(page.path, BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(Number(response.headers["content-length"])).toBe(response.raw.length);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(varyOf(response)).toContain("accept-encoding");
    expect(varyOf(response)).toContain("cookie");
    expect(response.text).toContain(`<title>${page.title}</title>`);
    expect(response.text).toMatch(/<div id="root"><main class="public-page">/);
    expect(response.text).toContain(page.text);
    // One title, in the head: the page's, in place of the app's.
    expect(response.text.match(/<title>/g)).toHaveLength(1);
    expect(response.text).toContain('<meta name="description"');
  });

  it("is gzip for a client that takes only gzip, and as is for one that takes neither", async () => {
    const brotli = await get("/sign-in", BROWSER);
    const gzip = await get("/sign-in", { "accept-encoding": "gzip" });
    const plain = await get("/sign-in");
    const refused = await get("/sign-in", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.raw.length);
    expect(gzip.text).toBe(brotli.text);
    expect(plain.text).toBe(brotli.text);
    expect(brotli.raw.length).toBeLessThan(gzip.raw.length);
    expect(gzip.raw.length).toBeLessThan(plain.raw.length);
    // Each encoding is its own representation, with an ETag of its own.
    expect(new Set([brotli, gzip, plain].map((response) => response.headers.etag)).size).toBe(3);
  });

  it("is sent without markup to a browser with a session, whose first render is not the signed-out one", async () => {
    const prerendered = await get("/", BROWSER);
    const signedIn = await get("/", { ...BROWSER, cookie: client.cookieHeader() });
    expect(prerendered.text).toContain("Hi.");
    expect(signedIn.text).toContain(EMPTY_ROOT);
    expect(signedIn.text).not.toContain("Hi.");
    // The same scripts, asked for at once, either way.
    const scripts = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(scripts(signedIn.text)).toEqual(scripts(prerendered.text));
  });

  it("is sent without markup when the address has a query: the reset link's token makes another page", async () => {
    const response = await get("/password-reset?token=abc", BROWSER);
    expect(response.text).toContain(EMPTY_ROOT);
    expect(response.text).toContain("<title>Taskmind</title>");
  });

  it("asks for every script and stylesheet the page needs, each served compressed and cached for good", async () => {
    for (const page of PUBLIC_PAGES) {
      const html = (await get(page.path, BROWSER)).text;
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? "");
      expect(
        assets.some((asset) => asset.startsWith(`/assets/${page.path === "/" ? "welcome" : page.path.slice(1)}-`)),
      );
      for (const asset of assets) {
        const response = await get(asset, BROWSER);
        expect(response.status, asset).toBe(200);
        expect(response.headers["content-encoding"], asset).toBe("br");
        expect(response.headers["content-type"], asset).toMatch(/^(text\/javascript|text\/css); charset=utf-8$/);
        expect(response.headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
        expect(varyOf(response), asset).toBe("accept-encoding");
      }
    }
  });
});

describe("the other addresses", () => {
  it.each(SIGNED_IN_PAGES)("%s is the app without markup, asking at once for its page's scripts", async (pathname) => {
    const response = await get(pathname, BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.text).toContain(EMPTY_ROOT);
    expect(response.text).toMatch(
      new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${pathname.slice(1)}-`),
    );
    expect(response.text).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/protected-layout-/);
  });

  it("any other path is index.html, for the browser's router (and its not-found page)", async () => {
    const response = await get("/no/such/page", BROWSER);
    const index = await get("/index.html", BROWSER);
    expect(response.status).toBe(200);
    expect(response.text).toBe(index.text);
    expect(response.text).toContain(EMPTY_ROOT);
  });

  it("lets the pages' inline theme script run by its hash, and no other inline script", async () => {
    for (const pathname of ["/", "/sign-in", "/tasks", "/nowhere"]) {
      const response = await get(pathname, BROWSER);
      const scripts = [...response.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
      expect(scripts, pathname).toHaveLength(1);
      expect(scripts[0]).toContain('localStorage.getItem("taskmind-theme")');
      const hash = createHash("sha256")
        .update(scripts[0] ?? "")
        .digest("base64");
      const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers["content-security-policy"]))?.[1];
      expect(scriptSrc, pathname).toBe(`'self' 'sha256-${hash}'`);
    }
  });

  it("answers 304 to a browser whose copy is current", async () => {
    const first = await get("/sign-in", BROWSER);
    const again = await get("/sign-in", { ...BROWSER, "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });

  it("serves robots.txt as text, not the app", async () => {
    const response = await get("/robots.txt", BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.text).toMatch(/^User-agent: \*$/m);
    expect(response.text).not.toContain("<html");
  });

  it("serves the service worker at /sw.js as one script, compressed, and checked for a new version at every load", async () => {
    const response = await get("/sw.js", BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["content-encoding"]).toBe("br");
    // Not the year-long cache of /assets/: a release's worker must reach every browser at its next visit.
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.text).toContain("showNotification");
    // Self-contained: a classic worker script cannot import the app's chunks.
    expect(response.text).not.toMatch(/\bimport\s*[{("']|\/assets\//);
  });

  it("serves a web app manifest, linked from every page, whose icons are there", async () => {
    for (const pathname of ["/", "/sign-in", "/tasks", "/nowhere"]) {
      expect((await get(pathname, BROWSER)).text).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    }
    const response = await get("/manifest.webmanifest", BROWSER);
    expect(response.headers["content-type"]).toBe("application/manifest+json");
    const manifest = JSON.parse(response.text) as {
      name: string;
      theme_color: string;
      icons: { src: string; type: string }[];
    };
    expect(manifest.name).toBe("Taskmind");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon) => icon.type)).toEqual(expect.arrayContaining(["image/svg+xml", "image/png"]));
    for (const icon of manifest.icons) {
      const served = await get(icon.src, BROWSER);
      expect(served.status, icon.src).toBe(200);
      expect(served.headers["content-type"], icon.src).toMatch(new RegExp(`^${icon.type.replace("+", "\\+")}(;|$)`));
    }
  });
});

describe("the API's JSON", () => {
  it(`is compressed from ${JSON_COMPRESSION_MIN_BYTES} bytes on, as the client accepts`, async () => {
    for (let index = 0; index < 20; index += 1) {
      const created = await client.post("/api/tasks", { title: `Task ${index}`, description: "Something to do" });
      expect(created.status).toBe(201);
    }
    const cookie = client.cookieHeader();
    const brotli = await get("/api/tasks", { ...BROWSER, cookie });
    const gzip = await get("/api/tasks", { "accept-encoding": "gzip", cookie });
    const plain = await get("/api/tasks", { cookie });
    expect(plain.raw.length).toBeGreaterThanOrEqual(JSON_COMPRESSION_MIN_BYTES);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(brotli.headers["content-length"])).toBe(brotli.raw.length);
    expect(brotli.raw.length).toBeLessThan(plain.raw.length / 3);
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(varyOf(response)).toContain("accept-encoding");
      expect(JSON.parse(response.text)).toEqual(JSON.parse(plain.text));
    }
  });

  it(`is left as is under ${JSON_COMPRESSION_MIN_BYTES} bytes, where compressing gains too little`, async () => {
    const response = await get("/api/health", BROWSER);
    expect(response.raw.length).toBeLessThan(JSON_COMPRESSION_MIN_BYTES);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(response.text)).toMatchObject({ status: "ok" });
  });

  it("never compresses the event stream: each event reaches the browser as it happens", async () => {
    const abort = new AbortController();
    const received: string[] = [];
    let wake = () => {};
    const headers = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      request(
        new URL("/api/events", server.baseUrl),
        { headers: { ...BROWSER, cookie: client.cookieHeader(), "x-forwarded-for": client.ip }, signal: abort.signal },
        (response) => {
          response.on("data", (chunk: Buffer) => {
            received.push(chunk.toString());
            wake();
          });
          response.on("error", () => {});
          resolve(response.headers);
        },
      )
        .on("error", (error) => (abort.signal.aborted ? undefined : reject(error)))
        .end();
    });
    const seen = (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => received.join("").includes(text) && resolve();
        wake = check;
        check();
      });
    try {
      expect(headers["content-type"]).toMatch(/^text\/event-stream/);
      expect(headers["content-encoding"]).toBeUndefined();
      await seen("event: ready");
      // While the stream stays open, a change arrives on it by itself, as plain text.
      await client.post("/api/tasks", { title: "Seen live", description: "" });
      await seen("Seen live");
      expect(received.join("")).toMatch(/event: task\.created/);
    } finally {
      abort.abort();
    }
  });
});
