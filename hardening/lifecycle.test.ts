import { once } from "node:events";
import { request } from "node:http";
import { expect, it } from "vitest";
import type { ServerProcess, StartOptions } from "../e2e/support/server-process";
import { openEventStream } from "../src/server/test/event-stream";
import { TestClient } from "../src/server/test/test-client";
import { ENGINE, serversOnFreshStorage } from "./support/engine";

/**
 * A path the server logs (with its 404) in a line of over a kilobyte, so that a few requests say a lot: enough to
 * fill what the pipe (a socket pair of some 200 KB) and its reader's buffer hold, and the server's own buffer.
 */
const LONG_PATH = `/api/${"x".repeat(1000)}`;
/** Some 1.5 MB of log: several times what the pipe holds, more than the server's buffer (LOG_BUFFER_MAX_BYTES). */
const REQUESTS_WHILE_UNREAD = 1500;
const CONCURRENCY = 10;
/** A request not answered within this is taken as hung (a stalled server answers none at all). */
const ANSWER_WITHIN_MS = 10_000;
/** The server's shutdown grace period (10 s, main.ts) and some: a process still there by then hangs. */
const EXIT_WITHIN_MS = 15_000;

const servers = serversOnFreshStorage("lifecycle", { each: true });

/** A server that logs a line per request, so that its output has something to say. */
function start(options: Omit<StartOptions, "dataDir" | "databaseUrl"> = {}): Promise<ServerProcess> {
  return servers.start({ env: { LOG_LEVEL: "info" }, ...options });
}

/** How the process ended: its exit code, or the signal that ended it; "hung" if it is still there after a while. */
async function exitOf(child: ServerProcess["child"]): Promise<number | NodeJS.Signals | "hung" | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode ?? child.signalCode;
  const exited = once(child, "exit").then(([code, signal]) => (code ?? signal) as number | NodeJS.Signals | null);
  const hung = new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), EXIT_WITHIN_MS).unref());
  return Promise.race([exited, hung]);
}

/** `count` requests for `LONG_PATH`, `CONCURRENCY` at a time; the statuses (a hung request fails the test). */
async function hammer(baseURL: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < count) {
        sent++;
        const response = await fetch(`${baseURL}${LONG_PATH}`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  return statuses;
}

/**
 * A task whose request is under way when the server is told to stop: the headers now, the body only when
 * `sendRest` resolves. Resolves with the status and body.
 */
function slowCreate(client: TestClient, title: string, sendRest: Promise<void>) {
  const body = JSON.stringify({ title });
  const url = new URL("/api/tasks", client.baseUrl);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, {
      method: "POST",
      headers: {
        origin: client.origin,
        "x-forwarded-for": client.ip,
        cookie: client.cookieHeader(),
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
      },
    });
    req.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.write(body.slice(0, 5));
    // The headers are out: the server is reading this request.
    req.flushHeaders();
    sendRest.then(() => req.end(body.slice(5)), reject);
  });
}

it(`on SIGTERM under load, finishes the requests in flight, ends event streams and exits 0 (${ENGINE})`, async () => {
  const { baseURL, child, port } = await start();
  const clients = Array.from({ length: 4 }, () => new TestClient(baseURL));
  for (const client of clients) await client.signUp();
  const streams = await Promise.all(clients.map((client) => openEventStream(client)));
  for (const stream of streams) expect((await stream.next()).event).toBe("ready");

  let stopping = false;
  const loadStatuses: number[] = [];
  const load = clients.map(async (client, i) => {
    for (let n = 0; !stopping; n++) {
      try {
        const response =
          n % 2 ? await client.get("/api/tasks") : await client.post("/api/tasks", { title: `load ${i}` });
        loadStatuses.push(response.status);
      } catch (error) {
        // Once stopping, a refused or cut connection is the server no longer taking new requests.
        if (!(stopping && error instanceof TypeError)) throw error;
      }
    }
  });
  let signalSent = () => {};
  const signalled = new Promise<void>((resolve) => {
    signalSent = resolve;
  });
  const inFlight = slowCreate(
    clients[0] as TestClient,
    "Sent before the SIGTERM, finished after it",
    signalled.then(() => new Promise((resolve) => setTimeout(resolve, 300))),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const exited = exitOf(child);
  stopping = true;
  child.kill("SIGTERM");
  signalSent();

  expect((await inFlight).status).toBe(201);
  expect(await exited).toBe(0);
  await Promise.all(load);
  for (const stream of streams) await stream.ended();
  expect(loadStatuses.length).toBeGreaterThan(0);
  expect(loadStatuses.filter((status) => status >= 300)).toEqual([]);

  // What it acknowledged while stopping is there after a restart (on the same port, for the same cookies).
  await start({ port });
  const titles = (await clients[0]?.get("/api/tasks"))?.body.tasks.map((task: { title: string }) => task.title);
  expect(titles).toContain("Sent before the SIGTERM, finished after it");
});

it(`keeps answering, and stops, when nobody reads its output (${ENGINE})`, async () => {
  const { baseURL, child } = await start({ unreadOutput: true });
  const statuses = await hammer(baseURL, REQUESTS_WHILE_UNREAD);
  expect(statuses.filter((status) => status !== 404)).toEqual([]);
  const exited = exitOf(child);
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
});

it(`keeps answering, and stops, when the reader of its output goes away, before or while it stops (${ENGINE})`, async () => {
  const first = await start();
  first.child.stdout?.destroy();
  expect((await hammer(first.baseURL, 500)).filter((status) => status !== 404)).toEqual([]);
  let exited = exitOf(first.child);
  first.child.kill("SIGTERM");
  expect(await exited).toBe(0);

  // The output full when the stop begins, and its reader gone during it.
  const second = await start({ unreadOutput: true });
  expect((await hammer(second.baseURL, REQUESTS_WHILE_UNREAD)).filter((status) => status !== 404)).toEqual([]);
  exited = exitOf(second.child);
  second.child.kill("SIGTERM");
  second.child.stdout?.destroy();
  expect(await exited).toBe(0);
});
