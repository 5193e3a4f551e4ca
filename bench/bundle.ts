// The web build's JavaScript, gzipped: what the first page loads (its entry and every chunk that imports
// statically) and the quick-add parser's chunk, which is fetched only when a quick-add field is used. Fails
// when the parser, or chrono-node inside it, has found its way into the first page. Run after `npm run build`.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

const WEB = "dist/web";
/** A string of chrono-node's that survives minifying (its Weekday enum), to find where the library ended up. */
const CHRONO_MARK = "`THURSDAY`";

const html = await readFile(path.join(WEB, "index.html"), "utf8");
const entry = /<script type="module"[^>]* src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error("No module script in dist/web/index.html: run `npm run build` first.");

const sources = new Map<string, string>();
const source = async (file: string) => {
  const cached = sources.get(file);
  if (cached !== undefined) return cached;
  const text = await readFile(path.join(WEB, file), "utf8");
  sources.set(file, text);
  return text;
};

/** The entry and what it imports statically, transitively: dynamic `import()`s are left for later. */
const firstPage = new Set<string>();
const pending = [entry];
for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
  if (firstPage.has(file)) continue;
  firstPage.add(file);
  for (const match of (await source(file)).matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) {
    pending.push(path.posix.join(path.posix.dirname(file), match[1] ?? ""));
  }
}

const entryCode = await source(entry);
const parserChunk = /\bimport\(\s*["'`]\.\/(parse-quick-add-[\w-]+\.js)["'`]/.exec(entryCode)?.[1];
if (!parserChunk) throw new Error("The entry does not load the quick-add parser as a chunk of its own.");
const parserFile = path.posix.join(path.posix.dirname(entry), parserChunk);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = async (file: string) => gzipSync(await source(file), { level: 9 }).length;

let firstPageBytes = 0;
for (const file of firstPage) firstPageBytes += await gzipped(file);
console.log(`First page JavaScript: ${kb(firstPageBytes)} gzip in ${firstPage.size} files`);
console.log(`Quick-add parser chunk (${parserChunk}): ${kb(await gzipped(parserFile))} gzip, loaded on first use`);

const chronoInFirstPage = [...firstPage].filter((file) => sources.get(file)?.includes(CHRONO_MARK));
if (firstPage.has(parserFile) || chronoInFirstPage.length > 0 || !(await source(parserFile)).includes(CHRONO_MARK)) {
  console.error(`The parser or chrono-node is in the first page: ${[...firstPage].join(", ")}`);
  process.exitCode = 1;
}
