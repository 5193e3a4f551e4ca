import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The front end. `npm run dev` proxies `/api` to the API server started beside it. */
export default defineConfig({
  root: "src/web",
  plugins: [react()],
  build: { outDir: "../../dist/web", emptyOutDir: true, target: "es2022" },
  server: { proxy: { "/api": `http://localhost:${process.env.API_PORT ?? "3001"}` } },
});
