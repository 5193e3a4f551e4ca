import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The front end. `npm run dev` proxies `/api` to the API server started beside it. */
export default defineConfig({
  root: "src/web",
  plugins: [react()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            // The date library goes with the quick-add parser, in the chunk fetched when a quick-add field is used.
            { name: "vendor", test: /node_modules[\\/](?!chrono-node[\\/])/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": `http://localhost:${process.env.API_PORT ?? "3001"}` } },
});
