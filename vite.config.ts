import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstPageBuild } from "./scripts/first-page-build.js";
import { serviceWorkerBuild } from "./scripts/service-worker-build.js";

/** The front end. `npm run dev` proxies `/api` to the API server started beside it. */
export default defineConfig({
  root: "src/web",
  plugins: [react(), serviceWorkerBuild(), firstPageBuild()],
  // The page's zod is zod with its eval probe turned off before any schema is made (see src/web/lib/zod.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("src/web/lib/zod.ts", import.meta.url)) }] },
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    target: "es2022",
    // For the pages' HTML (scripts/first-page-build.ts), which asks for each route's chunks; removed afterwards.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change less often than our code and every page needs them: a chunk of their
          // own stays cached across releases. Other libraries go with the chunks that use them, so a page
          // loads only those it needs (no animation library or icon set on the sign-in page).
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: { "/api": `http://localhost:${process.env.API_PORT ?? "3001"}` } },
});
