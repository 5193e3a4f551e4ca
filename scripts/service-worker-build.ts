// Builds src/web/service-worker.ts into `/sw.js` at the site's root, the address the app registers: a worker's
// scope can be no wider than its script's folder, and a hashed name would make every release a new worker. It is
// one self-contained classic script (no imports), which every browser with service workers runs.
import path from "node:path";
import { build, type Plugin, type ResolvedConfig } from "vite";

const FILE_NAME = "sw.js";
const SOURCE = "service-worker.ts";

export function serviceWorkerBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "taskmind-service-worker",
    configResolved(resolved) {
      config = resolved;
    },
    // `npm run build`: beside the app's files, before they are precompressed (scripts/first-page-build.ts).
    async generateBundle() {
      if (config.command !== "build") return;
      this.emitFile({ type: "asset", fileName: FILE_NAME, source: await bundle(config.root) });
    },
    // `npm run dev`: built afresh at each request, so a change shows at the next registration check.
    configureServer(server) {
      server.middlewares.use(`/${FILE_NAME}`, (_request, response, next) => {
        bundle(config.root).then((code) => {
          response.setHeader("Content-Type", "text/javascript");
          response.setHeader("Cache-Control", "no-cache");
          response.end(code);
        }, next);
      });
    },
  };
}

async function bundle(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    build: {
      write: false,
      target: "es2022",
      rolldownOptions: { input: path.join(root, SOURCE), output: { format: "iife", entryFileNames: FILE_NAME } },
    },
  });
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ("output" in result ? result.output : []))
    .find((file) => file.type === "chunk" && file.fileName === FILE_NAME);
  if (chunk?.type !== "chunk") throw new Error(`The service worker's build made no ${FILE_NAME}`);
  return chunk.code;
}
