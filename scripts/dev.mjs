// `npm run dev`: the API (restarting on change) and Vite's dev server with hot reload, as one command.
// Open the Vite URL; it proxies /api to the API server.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const webPort = process.env.PORT ?? "5173";
const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, BASE_URL: `http://localhost:${webPort}` },
  }),
  spawn("npx", ["vite", "--port", webPort, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const child of children) child.on("exit", stopAll);
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
