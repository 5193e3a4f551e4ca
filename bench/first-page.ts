// What the browser downloads for the first page of each route, measured from what the built server sends:
// the HTML, then every script, module preload and stylesheet it names (and any chunk those scripts import
// statically), each fetched as is, with gzip and with brotli. Public routes signed out; signed-in routes with a
// session. Target (issue 12): at most 120 KB gzip of JavaScript on a public route's first page, nothing sent
// uncompressed. Fails if the quick-add parser (chrono-node) reaches any first page: it is fetched only when a
// quick-add field is first used. Run after `npm run build`.
import { request } from "node:http";
import { removeDataDir, startServerProcess } from "../e2e/support/server-process";
import { newCredentials } from "../e2e/support/users";
import { PAGES } from "../src/web/app/pages";
import { markdownTable, recordSection } from "./report";

const TARGET_JS_GZIP_KB = 120;
/** A string of chrono-node's that survives minifying (its Weekday enum), to find where the library ended up. */
const CHRONO_MARK = "`THURSDAY`";
const ENCODINGS = { raw: "identity", gzip: "gzip", brotli: "br" } as const;
type Encoding = keyof typeof ENCODINGS;

interface Fetched {
  /** Bytes on the wire in each encoding. */
  bytes: Record<Encoding, number>;
  /** Whether the server answered a browser's Accept-Encoding with a compressed body. */
  compressed: boolean;
  text: string;
}

/** One resource in each encoding, by node:http so the bytes are counted as they came, not decoded. */
async function fetchAll(baseURL: string, path: string, cookie: string | undefined): Promise<Fetched> {
  const get = (acceptEncoding: string) =>
    new Promise<{ body: Buffer; encoding: string | undefined; status: number }>((resolve, reject) => {
      const headers: Record<string, string> = { "accept-encoding": acceptEncoding };
      if (cookie) headers.cookie = cookie;
      request(new URL(path, baseURL), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: response.headers["content-encoding"],
            status: response.statusCode ?? 0,
          }),
        );
      })
        .on("error", reject)
        .end();
    });
  const raw = await get(ENCODINGS.raw);
  if (raw.status !== 200) throw new Error(`${path} answered ${raw.status}`);
  const gzip = await get(ENCODINGS.gzip);
  const brotli = await get("gzip, deflate, br, zstd"); // as Chromium asks
  return {
    bytes: { raw: raw.body.length, gzip: gzip.body.length, brotli: brotli.body.length },
    compressed: gzip.encoding === "gzip" && brotli.encoding === "br",
    text: raw.body.toString(),
  };
}

/** The page's HTML and everything it has the browser load before the page can run. */
async function firstPage(baseURL: string, route: string, cookie: string | undefined) {
  const html = await fetchAll(baseURL, route, cookie);
  const pending = [
    ...html.text.matchAll(
      /<script type="module"[^>]* src="([^"]+)"|<link rel="(?:modulepreload|stylesheet)"[^>]* href="([^"]+)"/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? "");
  const files = new Map<string, Fetched>();
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (files.has(file)) continue;
    const fetched = await fetchAll(baseURL, file, cookie);
    files.set(file, fetched);
    if (!file.endsWith(".js")) continue;
    // Static imports the HTML did not name would still be loaded before the page runs.
    for (const match of fetched.text.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) {
      pending.push(new URL(match[1] ?? "", new URL(file, "http://x")).pathname);
    }
  }
  return { html, files };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (items: Fetched[], encoding: Encoding) => items.reduce((total, item) => total + item.bytes[encoding], 0);

const server = await startServerProcess();
try {
  const credentials = newCredentials("bench");
  const signUp = await fetch(new URL("/api/auth/sign-up/email", server.baseURL), {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseURL },
    body: JSON.stringify({ name: "", ...credentials }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

  const rows: Record<string, string | number>[] = [];
  const data: Record<string, unknown>[] = [];
  const problems: string[] = [];
  for (const page of PAGES) {
    const signedIn = !page.prerender;
    const { html, files } = await firstPage(server.baseURL, page.path, signedIn ? cookie : undefined);
    const scripts = [...files].filter(([file]) => file.endsWith(".js"));
    const js = scripts.map(([, fetched]) => fetched);
    const css = [...files].filter(([file]) => file.endsWith(".css")).map(([, fetched]) => fetched);
    const all = [html, ...files.values()];
    const uncompressed = [...files].filter(([, fetched]) => !fetched.compressed).map(([file]) => file);
    if (!html.compressed) uncompressed.unshift(page.path);
    const jsGzipKb = sum(js, "gzip") / 1024;
    const withChrono = scripts.filter(([, fetched]) => fetched.text.includes(CHRONO_MARK)).map(([file]) => file);
    if (withChrono.length > 0) problems.push(`${page.path}: chrono-node in the first page (${withChrono.join(", ")})`);
    if (uncompressed.length > 0) problems.push(`${page.path}: sent uncompressed: ${uncompressed.join(", ")}`);
    if (page.prerender && jsGzipKb > TARGET_JS_GZIP_KB) {
      problems.push(`${page.path}: ${kb(sum(js, "gzip"))} KB gzip of JavaScript, over ${TARGET_JS_GZIP_KB} KB`);
    }
    rows.push({
      route: `\`${page.path}\`${signedIn ? " (signed in)" : ""}`,
      requests: all.length,
      "HTML raw / gzip / br": `${kb(html.bytes.raw)} / ${kb(html.bytes.gzip)} / ${kb(html.bytes.brotli)}`,
      "JS raw": kb(sum(js, "raw")),
      "JS gzip": kb(sum(js, "gzip")),
      "JS br": kb(sum(js, "brotli")),
      "CSS gzip / br": `${kb(sum(css, "gzip"))} / ${kb(sum(css, "brotli"))}`,
      "all raw / gzip / br": `${kb(sum(all, "raw"))} / ${kb(sum(all, "gzip"))} / ${kb(sum(all, "brotli"))}`,
      uncompressed: uncompressed.length,
    });
    data.push({
      route: page.path,
      signedIn,
      prerendered: page.prerender,
      requests: all.length,
      html: html.bytes,
      js: { raw: sum(js, "raw"), gzip: sum(js, "gzip"), brotli: sum(js, "brotli"), files: js.length },
      css: { raw: sum(css, "raw"), gzip: sum(css, "gzip"), brotli: sum(css, "brotli") },
      all: { raw: sum(all, "raw"), gzip: sum(all, "gzip"), brotli: sum(all, "brotli") },
      uncompressed,
    });
  }
  await recordSection({
    id: "first-page",
    title: "First page: bytes per route",
    markdown: `${markdownTable(rows)}\n\nKB = 1,024 bytes, as the built server sends them (\`Accept-Encoding\` none, gzip, and Chromium's \`gzip, deflate, br, zstd\`): the route's HTML, then every script, module preload and stylesheet it names and the chunks those import statically. Public routes signed out (prerendered HTML), the others signed in. Target: JavaScript of a public route's first page ≤ ${TARGET_JS_GZIP_KB} KB gzip, nothing uncompressed.${problems.length > 0 ? `\n\n**Missed:** ${problems.join("; ")}` : ""}`,
    data: { targetJsGzipKb: TARGET_JS_GZIP_KB, routes: data, problems },
  });
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await removeDataDir(server.dataDir);
}
