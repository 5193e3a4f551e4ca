import { defineConfig } from "vite";

/** The server, bundled into one ES module; dependencies stay in node_modules. */
export default defineConfig({
  build: {
    ssr: "src/server/main.ts",
    outDir: "dist/server",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
  },
});
