import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getSessionCookie } from "better-auth/cookies";
import { type Context, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import type { PagesFile } from "../../../scripts/first-page-build";
import { type Encoding, preferredEncoding } from "./compression";

/** One built file, held in memory with the brotli and gzip copies the build made of it. */
interface StaticFile {
  type: string;
  etag: string;
  bodies: { identity: Bytes } & Partial<Record<Encoding, Bytes>>;
}

type Bytes = Uint8Array<ArrayBuffer>;
const read = (file: string): Bytes => new Uint8Array(readFileSync(file));

const ENCODINGS = ["br", "gzip"] as const satisfies Encoding[];
const EXTENSION_OF: Record<Encoding, string> = { br: ".br", gzip: ".gz" };
/** Hashed names change with their content: a browser may keep them for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages, the manifest, robots.txt: used from the cache only after asking whether they changed (ETag). */
const REVALIDATE = "no-cache";

/**
 * The built front end (a few hundred KB), read into memory once, each file sent in the best encoding the browser
 * accepts, precompressed at build time (scripts/first-page-build.ts). The app's pages (`pages.json`) each have
 * their HTML, which asks at once for the page's chunks; a public page is prerendered, and sent so to a browser
 * without a session cookie when the address has no query (the prerendered markup is the page as a signed-out
 * visitor first sees it at that bare address); otherwise the same page without markup. Any other path gets
 * index.html, so the browser's router can show the page (or its own 404).
 */
export function staticFiles(webRoot: string) {
  const files = readBuild(webRoot);
  const pages = JSON.parse(readFileSync(path.join(webRoot, "pages.json"), "utf8")) as PagesFile;
  const fileAt = (relative: string) => {
    const file = files.get(`/${relative}`);
    if (!file) throw new Error(`The build has no ${relative}: run npm run build`);
    return file;
  };
  const index = fileAt("index.html");
  const pageFiles = new Map(
    Object.entries(pages).map(([address, page]) => [address, { html: fileAt(page.html), shell: fileAt(page.shell) }]),
  );

  return new Hono().get("*", (c) => {
    const file = files.get(c.req.path);
    if (file) return send(c, file, c.req.path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    const page = pageFiles.get(c.req.path);
    if (!page) return send(c, index, REVALIDATE);
    if (page.html === page.shell) return send(c, page.html, REVALIDATE);
    const prerendered = !new URL(c.req.url).search && !getSessionCookie(c.req.raw.headers);
    c.header("Vary", "Cookie");
    return send(c, prerendered ? page.html : page.shell, REVALIDATE);
  });
}

/** An inline script: one without a `src`, its text as the browser hashes it for the CSP. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The text of each inline script of the built pages, for the CSP to allow by hash. Every page's HTML is
 * index.html with markup added to its root, which brings no script, so index.html's are all there are.
 */
export function inlineScriptsOf(webRoot: string): string[] {
  const html = readFileSync(path.join(webRoot, "index.html"), "utf8");
  return [...html.matchAll(INLINE_SCRIPT)].map(([, script = ""]) => script);
}

function send(c: Context, file: StaticFile, cacheControl: string) {
  const encoding = preferredEncoding(
    c.req.header("Accept-Encoding"),
    ENCODINGS.filter((candidate) => file.bodies[candidate]),
  );
  const body = (encoding && file.bodies[encoding]) || file.bodies.identity;
  // Each encoding is a representation of its own, so each has its own (strong) ETag.
  const etag = encoding ? `"${file.etag}-${encoding}"` : `"${file.etag}"`;
  c.header("Cache-Control", cacheControl);
  c.header("ETag", etag);
  if (file.bodies.br || file.bodies.gzip) c.header("Vary", "Accept-Encoding", { append: true });
  if (ifNoneMatch(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
  c.header("Content-Type", file.type);
  c.header("Content-Length", String(body.length));
  if (encoding) c.header("Content-Encoding", encoding);
  return c.body(body);
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  return header?.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*") ?? false;
}

/** Every file of the build by its URL path, with its precompressed copies (which are not served by their own names). */
function readBuild(webRoot: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const names = readdirSync(webRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(webRoot, path.join(entry.parentPath, entry.name)));
  const all = new Set(names);
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const identity = read(path.join(webRoot, name));
    const bodies: StaticFile["bodies"] = { identity };
    for (const encoding of ENCODINGS) {
      const compressed = `${name}${EXTENSION_OF[encoding]}`;
      if (all.has(compressed)) bodies[encoding] = read(path.join(webRoot, compressed));
    }
    files.set(`/${name.split(path.sep).join("/")}`, {
      type: getMimeType(name) ?? "application/octet-stream",
      etag: createHash("sha256").update(identity).digest("base64url").slice(0, 27),
      bodies,
    });
  }
  return files;
}
