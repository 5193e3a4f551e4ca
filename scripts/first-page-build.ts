// What `vite build` does after bundling the front end, so `npm run build` stays the one build command:
// prerenders the public pages (an SSR build of src/web/prerender.tsx, rendered once per page), writes each page's
// HTML with its route's chunks asked for at once, and precompresses every file (brotli and gzip) for the server
// to send as the browser accepts. See docs/decisions/011-first-page.md.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build, type Manifest, type Plugin, type ResolvedConfig } from "vite";
import type { Page } from "../src/web/app/pages";

/** The server reads this to know which file answers which address (src/server/http/static-files.ts). */
export const PAGES_FILE = "pages.json";
export type PagesFile = Record<string, { html: string; shell: string }>;

const COMPRESSIBLE = /\.(?:html|js|css|svg|json|webmanifest|txt|map)$/;

export function firstPageBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "taskmind-first-page",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      await writePages(config.root, outDir);
      await precompress(outDir);
    },
  };
}

interface PrerenderModule {
  PAGES: Page[];
  render(path: string): Promise<string>;
}

async function writePages(root: string, outDir: string): Promise<void> {
  const manifestFile = path.join(outDir, ".vite", "manifest.json");
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Manifest;
  await rm(path.dirname(manifestFile), { recursive: true });
  const template = await readFile(path.join(outDir, "index.html"), "utf8");

  const ssrDir = path.join(outDir, "..", ".prerender");
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [react()],
    build: { ssr: path.join(root, "prerender.tsx"), outDir: ssrDir, emptyOutDir: true, target: "node20" },
  });
  try {
    const prerender = (await import(pathToFileURL(path.join(ssrDir, "prerender.js")).href)) as PrerenderModule;
    const loadedByEntry = chunksOf(
      manifest,
      Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    );
    const pages: PagesFile = {};
    await mkdir(path.join(outDir, "pages"), { recursive: true });
    for (const page of prerender.PAGES) {
      const chunks = chunksOf(manifest, page.modules);
      const links = [
        ...[...chunks.css]
          .filter((file) => !loadedByEntry.css.has(file))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...[...chunks.js]
          .filter((file) => !loadedByEntry.js.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      const shell = template.replace("</head>", `${links.join("")}</head>`);
      const shellFile = `pages/${page.name}${page.prerender ? ".shell" : ""}.html`;
      await writeFile(path.join(outDir, shellFile), shell);
      pages[page.path] = { html: shellFile, shell: shellFile };
      if (!page.prerender) continue;
      const htmlFile = `pages/${page.name}.html`;
      await writeFile(path.join(outDir, htmlFile), withMarkup(shell, await prerender.render(page.path), page.path));
      pages[page.path] = { html: htmlFile, shell: shellFile };
    }
    await writeFile(path.join(outDir, PAGES_FILE), `${JSON.stringify(pages, null, 2)}\n`);
  } finally {
    await rm(ssrDir, { recursive: true });
  }
}

/** The files that loading these modules brings: their own chunks and those they import statically, with CSS. */
function chunksOf(manifest: Manifest, modules: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: is src/web/app/pages.ts up to date?`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { js, css };
}

/** The page's markup in the root, and its own title (React renders it with the page) in place of the template's. */
function withMarkup(shell: string, markup: string, pagePath: string): string {
  const title = /<title>[^<]*<\/title>/.exec(markup)?.[0];
  if (!title) throw new Error(`The page at ${pagePath} has no <title>`);
  return shell
    .replace(/<title>[^<]*<\/title>/, title)
    .replace('<div id="root"></div>', `<div id="root">${markup.replace(title, "")}</div>`);
}

/** Writes `file.br` and `file.gz` beside every text file of the build. */
async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = await readFile(file);
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gzip = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
    // Even the few chunks of a few hundred bytes, which compression barely changes: nothing goes out as is.
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, gzip);
  }
}
