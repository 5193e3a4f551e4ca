import { readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

/**
 * The built front end. Hashed assets are cached for good; every other path gets `index.html`,
 * so the browser's router can show the page (or its own 404).
 */
export function staticFiles(webRoot: string) {
  const indexHtml = readFileSync(path.join(webRoot, "index.html"), "utf8");
  return new Hono()
    .use(
      "/assets/*",
      serveStatic({
        root: webRoot,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    )
    .use(
      "*",
      serveStatic({
        root: webRoot,
        onFound: (_path, c) => {
          c.header("Cache-Control", "no-cache");
        },
      }),
    )
    .get("*", (c) => {
      c.header("Cache-Control", "no-cache");
      return c.html(indexHtml);
    });
}
