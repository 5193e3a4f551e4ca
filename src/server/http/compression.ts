import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { JSON_COMPRESSION_MIN_BYTES } from "../../shared/limits";

export type Encoding = "br" | "gzip";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with, of those on offer, as `Accept-Encoding` asks: brotli (the smaller) before gzip,
 * neither when the client names it with q=0 or does not name it (nor `*`). Undefined: send the bytes as they are.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = weights.get("*") ?? 0;
  return offered.find((encoding) => (weights.get(encoding) ?? wildcard) > 0);
}

/** Adds Accept-Encoding to a response's `Vary`, keeping what it already names. */
export function varyOnEncoding(headers: Headers): void {
  const current = headers.get("Vary");
  if (current === "*" || current?.toLowerCase().includes("accept-encoding")) return;
  headers.set("Vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Compresses the API's JSON answers of `JSON_COMPRESSION_MIN_BYTES` or more (a task list, the admin's users),
 * when the client accepts it. Only whole JSON bodies: the event stream (`text/event-stream`) must reach the
 * browser event by event, and exports are streamed downloads (`Content-Disposition`), so both pass untouched.
 * Brotli at a low quality: about gzip's speed, smaller output.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Only status and headers are read until the body is known to be JSON: touching `body` would turn the
    // server's light response into a web stream and slow every small answer (health went 11,900 → 7,000 req/s).
    const { status, headers } = c.res;
    const type = headers.get("Content-Type") ?? "";
    if (!/^application\/json\b/i.test(type) || headers.has("Content-Disposition")) return;
    if (headers.has("Content-Encoding") || c.req.method === "HEAD") return;
    varyOnEncoding(headers);
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"), ["br", "gzip"]);
    if (!encoding) return;
    const body = Buffer.from(await c.res.arrayBuffer());
    if (body.length < JSON_COMPRESSION_MIN_BYTES) {
      replaceResponse(c, new Response(body, { status, headers }));
      return;
    }
    const compressed =
      encoding === "br"
        ? await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(body);
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(compressed.length));
    replaceResponse(c, new Response(compressed, { status, headers }));
  };
}

/**
 * Hono's `c.res` setter merges the old response's headers into the new one by reading the old body again;
 * clearing it first keeps the new response as it is (its headers are already the old ones).
 */
function replaceResponse(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}
