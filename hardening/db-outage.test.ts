import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../e2e/support/server-process";
import { openEventStream } from "../src/server/test/event-stream";
import { TestClient } from "../src/server/test/test-client";
import { allTasks } from "./support/engine";
import { type PostgresCluster, startPostgresCluster } from "./support/postgres-cluster";

const OUTAGE_MS = 10_000;
const USERS = 4;
/** An answer slower than this is a hang: the point is to answer 503 at once rather than keep clients waiting. */
const ANSWER_WITHIN_MS = 10_000;
/** How long the server may take to notice the database is back, by itself. */
const RECOVERY_WITHIN_MS = 30_000;

let cluster: PostgresCluster;
let dataDir: string;
let server: ServerProcess | undefined;
beforeAll(async () => {
  cluster = await startPostgresCluster();
  dataDir = await mkdtemp(path.join(tmpdir(), "taskmind-outage-"));
});
afterAll(async () => {
  await server?.stop();
  await cluster?.remove();
  await rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  what: string;
  status: number;
  body: unknown;
  retryAfter: string | null;
}

it("answers 503 at once while PostgreSQL is down for 10 s, recovers by itself, and loses nothing acknowledged", async () => {
  server = await startServerProcess({ dataDir, databaseUrl: cluster.databaseUrl });
  const { baseURL } = server;
  const clients = Array.from({ length: USERS }, () => new TestClient(baseURL));
  // One after another: sign-ups from one address are rate-limited.
  const accounts: Awaited<ReturnType<TestClient["signUp"]>>[] = [];
  for (const client of clients) accounts.push(await client.signUp());
  const stream = await openEventStream(clients[0] as TestClient);
  expect((await stream.next()).event).toBe("ready");

  const answers: Answer[] = [];
  /** Task id → its title as last acknowledged, per user. */
  const acknowledged = clients.map(() => new Map<string, string>());
  const timed = async (what: string, send: (signal: AbortSignal) => Promise<Response>) => {
    const response = await send(AbortSignal.timeout(ANSWER_WITHIN_MS));
    const text = await response.text();
    const answer = {
      what,
      status: response.status,
      body: text.startsWith("{") ? JSON.parse(text) : text,
      retryAfter: response.headers.get("retry-after"),
    };
    answers.push(answer);
    return answer;
  };
  const call = (client: TestClient, method: string, url: string, body?: unknown) =>
    timed(`${method} ${url.replace(/[0-9a-f-]{36}/, ":id")}`, (signal) =>
      fetch(new URL(url, baseURL), {
        method,
        signal,
        headers: {
          origin: client.origin,
          "x-forwarded-for": client.ip,
          cookie: client.cookieHeader(),
          ...(body ? { "content-type": "application/json" } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }),
    );

  let running = true;
  const load = clients.map(async (client, user) => {
    const mine = acknowledged[user] as Map<string, string>;
    for (let n = 0; running; n++) {
      const title = `u${user} #${n}`;
      const [id] = [...mine.keys()].slice(-1);
      if (n % 3 === 2 && id) {
        const answer = await call(client, "PATCH", `/api/tasks/${id}`, { title });
        if (answer.status === 200) mine.set(id, title);
      } else if (n % 3 === 1) {
        await call(client, "GET", "/api/tasks?view=all&sort=due");
      } else {
        const answer = await call(client, "POST", "/api/tasks", { title });
        if (answer.status === 201) mine.set((answer.body as { task: { id: string } }).task.id, title);
      }
      // Signing in and health checks too, now and then (each sign-in from an address of its own: rate limits).
      if (n % 10 === 0) {
        const visitor = new TestClient(baseURL);
        await timed("POST /api/auth/sign-in/email", (signal) =>
          fetch(new URL("/api/auth/sign-in/email", baseURL), {
            method: "POST",
            signal,
            headers: { origin: visitor.origin, "x-forwarded-for": visitor.ip, "content-type": "application/json" },
            body: JSON.stringify(accounts[user]),
          }),
        );
        await timed("GET /api/health", (signal) => fetch(new URL("/api/health", baseURL), { signal }));
      }
      // Not as fast as possible: most requests fail at once during the outage, and a busy loop proves nothing more.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = answers.length;
  await cluster.stop();
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  const during = answers.slice(before);
  await cluster.start();

  // Back by itself: no restart of the server, requests simply succeed again.
  const deadline = Date.now() + RECOVERY_WITHIN_MS;
  let recovered = false;
  while (!recovered && Date.now() < deadline) {
    const recent = answers.slice(-20);
    recovered = recent.length === 20 && recent.every((answer) => answer.status < 300);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  running = false;
  await Promise.all(load);

  expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
  expect(during.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
  expect(during.some((answer) => answer.what === "GET /api/health" && answer.status === 503)).toBe(true);
  for (const answer of answers.filter(({ status }) => status === 503)) {
    expect(answer.body).toMatchObject({ error: { code: "unavailable" } });
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }
  expect(recovered).toBe(true);
  // The same process throughout: losing its connections did not end it.
  expect(server.child.exitCode).toBeNull();

  for (const [user, client] of clients.entries()) {
    const stored = new Map((await allTasks(client)).map((task) => [task.id, task.title]));
    for (const [id, title] of acknowledged[user] ?? []) expect(stored.get(id)).toBe(title);
  }

  // The event listener is back too: a change made now reaches the stream opened before the outage, or, if a
  // delivery to it failed while the database was down, the stream its client opens again (the server ends such a
  // stream so that its client reconnects and reloads, as a browser's EventSource does). The listener retries with
  // backoff, so it may come back only after this change: then the stream hears `ready` (changes may have been
  // missed: load everything again) instead, and the next change must arrive as itself. Changes and that `ready`
  // reach streams only through PostgreSQL's notifications and the listener's reconnection, so either proves it.
  const endedForReconnect = await stream.ended(0).then(
    () => true,
    () => false,
  );
  const watching = endedForReconnect ? await openEventStream(clients[0] as TestClient) : stream;
  if (endedForReconnect) expect((await watching.next()).event).toBe("ready");
  const createdNow = async (title: string) => {
    const created = await clients[0]?.post("/api/tasks", { title });
    expect(created?.status).toBe(201);
  };
  await createdNow("After the outage");
  for (;;) {
    const event = await watching.next();
    if (event.event === "task.created" && event.data.task?.title === "After the outage") break;
    if (event.event !== "ready") continue;
    expect((await allTasks(clients[0] as TestClient)).map((task) => task.title)).toContain("After the outage");
    await createdNow("After the reconnection");
    for (;;) {
      const next = await watching.next();
      if (next.event === "task.created" && next.data.task?.title === "After the reconnection") break;
    }
    break;
  }
  watching.close();
  stream.close();
});
