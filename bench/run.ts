// The HTTP benchmark: the built server (`npm run build` first) under 50 keep-alive connections, side by side with
// a bare `node:http` hello-world measured in the same run, for health, me, the first page of tasks (a user with
// 200 tasks), create and sign-in; on SQLite, and on PostgreSQL when BENCH_DATABASE_URL is set. Also start-up
// time and memory (idle, after the load). Traffic stays on 127.0.0.1.
//
// The load comes from autocannon (its own HTTP parser, keep-alive, HDR histograms): a load loop on node:http's
// client costs several times more CPU per request, and on a 2-core machine the generator would then be what is
// measured, bare server first.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import autocannon from "autocannon";
import { removeDataDir, type ServerProcess, startServerProcess } from "../e2e/support/server-process";
import { openDatabase } from "../src/server/db/connection";
import { createTasksRepository } from "../src/server/features/tasks/tasks.repository";
import { TestClient } from "../src/server/test/test-client";
import { freePort } from "../src/test/free-port";
import { markdownTable, QUICK, recordSection } from "./report";
import { seedTasks } from "./seed";
import { memoryMb, onEachEngine } from "./support";

const CONNECTIONS = 50;
/** One user per connection: as many people at once, none of them hitting a per-user limit. */
const USERS = CONNECTIONS;
const TASKS_PER_USER = 200;
const DURATION_SECONDS = QUICK ? 2 : 10;
/**
 * Sign-in hashes with scrypt in a bounded queue (PASSWORD_HASHING_LIMITS: 2 running, 8 waiting; beyond them
 * 503): 8 connections keep it full without being turned away, which is what a burst of sign-ins looks like.
 */
const SIGN_IN_CONNECTIONS = 8;
const PASSWORD = "correct horse battery";

interface Load {
  endpoint: string;
  path: string;
  method?: "GET" | "POST";
  connections?: number;
  durationSeconds?: number;
  /** Headers and body of each connection (a user of its own), else none. */
  perConnection?: (index: number) => { headers: Record<string, string>; body?: string };
  /** Headers and body of each request (sign-in: each from an address of its own, as the per-IP limit counts). */
  perRequest?: () => { headers: Record<string, string>; body: string };
}

interface Figures {
  "req/s": number;
  "p50 (ms)": number;
  "p99 (ms)": number;
  /** Responses other than 2xx, and connection errors: a run with any is not a fair figure. */
  errors: number;
}

async function hammer(baseUrl: string, load: Load): Promise<Figures> {
  const result = await run(baseUrl, load);
  if (result.non2xx + result.errors + result.timeouts > 0) {
    console.warn(
      `${load.endpoint}: status codes ${JSON.stringify(result.statusCodeStats)}, timeouts ${result.timeouts}`,
    );
  }
  return {
    // Answers that did the work only: a refused sign-in (503, the hashing queue full) is not throughput.
    "req/s": Math.round(result["2xx"] / result.duration),
    "p50 (ms)": result.latency.p50,
    "p99 (ms)": result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

function run(baseUrl: string, load: Load): Promise<autocannon.Result> {
  const { perConnection, perRequest } = load;
  let connectionIndex = 0;
  return autocannon({
    url: baseUrl + load.path,
    method: load.method ?? "GET",
    connections: load.connections ?? CONNECTIONS,
    duration: load.durationSeconds ?? DURATION_SECONDS,
    ...(perConnection
      ? {
          setupClient: (client: autocannon.Client) => {
            const { headers, body } = perConnection(connectionIndex++ % (load.connections ?? CONNECTIONS));
            if (body === undefined) client.setHeaders(headers);
            else client.setHeadersAndBody(headers, body);
          },
        }
      : {}),
    ...(perRequest
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({ ...request, ...perRequest() }),
            },
          ],
        }
      : {}),
  });
}

/** The yardstick: a bare node:http server answering a small JSON body, in a process of its own. */
async function bareServer(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort("127.0.0.1");
  const child = spawn(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"hello":"world"}');
      }).listen(${port}, "127.0.0.1", () => console.log("ready"));`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await once(child.stdout as NonNullable<typeof child.stdout>, "data");
  return { baseUrl: `http://127.0.0.1:${port}`, child };
}

/** Users signed up through the API, each with its session cookie and TASKS_PER_USER tasks written to the database. */
async function users(server: ServerProcess) {
  const signedIn: { email: string; cookie: string }[] = [];
  for (let index = 0; index < USERS; index++) {
    const client = new TestClient(server.baseURL);
    const { email } = await client.signUp(undefined, PASSWORD);
    signedIn.push({ email, cookie: client.cookieHeader() });
  }
  const database = openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
  try {
    const tasks = createTasksRepository(database.db);
    const ids = await database.db.selectFrom("users").select(["id", "email"]).execute();
    for (const { id } of ids) await seedTasks(tasks, id, TASKS_PER_USER);
  } finally {
    await database.close();
  }
  return signedIn;
}

let addressCounter = 0;
/** A new client address each time (the server trusts X-Forwarded-For, as behind a reverse proxy). */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function measure(databaseUrl: string | undefined) {
  const engine = databaseUrl ? "postgres" : "sqlite";
  const bare = await bareServer();
  const started = performance.now();
  const server = await startServerProcess({ ...(databaseUrl ? { databaseUrl } : {}) });
  const startMs = Math.round(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = await memoryMb(server.pid);
  try {
    const accounts = await users(server);
    const origin = server.baseURL;
    const json = { "content-type": "application/json", origin };
    const loads: Load[] = [
      { endpoint: "GET /api/health", path: "/api/health" },
      {
        endpoint: "GET /api/me",
        path: "/api/me",
        perConnection: (index) => ({ headers: { cookie: accounts[index]?.cookie ?? "" } }),
      },
      {
        endpoint: `GET /api/tasks (first page of 50, ${TASKS_PER_USER} tasks)`,
        path: "/api/tasks?limit=50",
        perConnection: (index) => ({ headers: { cookie: accounts[index]?.cookie ?? "" } }),
      },
      {
        endpoint: "POST /api/tasks",
        path: "/api/tasks",
        method: "POST",
        perConnection: (index) => ({
          headers: { ...json, cookie: accounts[index]?.cookie ?? "" },
          body: JSON.stringify({ title: "Water the plants", description: "Benchmark task", tags: ["home"] }),
        }),
      },
      {
        endpoint: "POST /api/auth/sign-in/email",
        path: "/api/auth/sign-in/email",
        method: "POST",
        connections: SIGN_IN_CONNECTIONS,
        // At a few dozen a second, a short run would count too few to tell anything.
        durationSeconds: Math.max(DURATION_SECONDS, 5),
        perRequest: () => {
          const account = accounts[addressCounter % accounts.length];
          return {
            headers: { ...json, "x-forwarded-for": nextAddress() },
            body: JSON.stringify({ email: account?.email, password: PASSWORD }),
          };
        },
      },
    ];
    const rows: Record<string, string | number>[] = [];
    for (const load of loads) {
      const connections = load.connections ?? CONNECTIONS;
      const yardstick = await hammer(bare.baseUrl, { endpoint: "bare", path: "/", connections });
      const figures = await hammer(server.baseURL, load);
      rows.push({
        engine,
        endpoint: load.endpoint,
        connections,
        ...figures,
        "bare req/s": yardstick["req/s"],
        "ratio to bare": `${((100 * figures["req/s"]) / yardstick["req/s"]).toFixed(1)}%`,
      });
    }
    const loaded = await memoryMb(server.pid);
    const memory = {
      engine,
      "start to first response (ms)": startMs,
      "idle RSS (MB)": idle.rss,
      "RSS after the load (MB)": loaded.rss,
      "peak RSS (MB)": loaded.peak,
    };
    return { rows, memory };
  } finally {
    bare.child.kill();
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}

const results = await onEachEngine(measure);
const rows = results.flatMap((result) => result.rows);
const memory = results.map((result) => result.memory);
await recordSection({
  id: "http",
  title: "HTTP: the built server beside bare node:http",
  markdown: [
    markdownTable(rows),
    "",
    markdownTable(memory),
    "",
    `autocannon, ${DURATION_SECONDS} s per row, keep-alive; each row's bare figure is a bare \`node:http\` hello-world ` +
      `measured just before it with as many connections. ${USERS} users, one per connection, each with ` +
      `${TASKS_PER_USER} tasks; sign-in at ${SIGN_IN_CONNECTIONS} connections (scrypt in a bounded queue), each ` +
      "request from an address of its own. errors: non-2xx answers, connection errors and timeouts. " +
      "Start-up time is polled every 100 ms.",
  ].join("\n"),
  data: { rows, memory, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS },
});
