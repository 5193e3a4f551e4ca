// How long a task change takes to reach another tab's event stream: from sending the request until the
// event arrives on `/api/events`, over real HTTP against the built server (`npm run build` first).
// BENCH_DATABASE_URL=postgres://… adds PostgreSQL, with one instance and with two (the change made through
// one, the stream open on the other). Both ends run in this process, so they share one clock.
import { removeDataDir, type ServerProcess, startServerProcess } from "../e2e/support/server-process";
import { openEventStream, type ServerEvent } from "../src/server/test/event-stream";
import { TestClient, type TestResponse } from "../src/server/test/test-client";
import { markdownTable, QUICK, recordSection } from "./report";
import { onEachEngine, pct } from "./support";

/** Each round creates, updates and deletes one task: three changes. */
const ROUNDS = QUICK ? 10 : 110;
/** Rounds left out of the figures, so that warming up (JIT, opening pool connections) does not count. */
const WARM_UP_ROUNDS = QUICK ? 1 : 5;
/** A change not seen by then counts as lost, and fails the run. */
const ARRIVAL_TIMEOUT_MS = 5_000;

interface Timing {
  /** Request sent → event received. */
  eventMs: number;
  /** Request sent → response received, for comparison. */
  responseMs: number;
}

async function timeChanges(writer: TestClient, stream: Awaited<ReturnType<typeof openEventStream>>) {
  const timings: Timing[] = [];
  const timed = async (type: string, send: () => Promise<TestResponse>) => {
    const sent = performance.now();
    const arrival = stream.next(ARRIVAL_TIMEOUT_MS).then((arrived) => ({ event: arrived, at: performance.now() }));
    const answer = send().then((received) => ({ response: received, at: performance.now() }));
    const [{ event, at: arrivedAt }, { response, at: answeredAt }] = await Promise.all([arrival, answer]);
    if (event.event !== type) throw new Error(`Expected ${type}, got ${event.event}`);
    return { event, response, timing: { eventMs: arrivedAt - sent, responseMs: answeredAt - sent } };
  };
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
    const task = { title: `Change ${round}`, description: "Benchmark" };
    const created = await timed("task.created", () => writer.post("/api/tasks", task));
    const id: string = created.response.body.task.id;
    const updated = await timed("task.updated", () => writer.patch(`/api/tasks/${id}`, { completed: true }));
    const deleted = await timed("task.deleted", () => writer.delete(`/api/tasks/${id}`));
    for (const { event } of [created, updated, deleted]) expectAbout(event, id);
    if (round >= WARM_UP_ROUNDS) timings.push(created.timing, updated.timing, deleted.timing);
  }
  return timings;
}

function expectAbout(event: ServerEvent, taskId: string): void {
  const about = event.data.task?.id ?? event.data.taskId;
  if (about !== taskId) throw new Error(`${event.event} is about ${about}, not ${taskId}`);
}

/** Signs up through `writerUrl`, opens the stream with the same session at `readerUrl`, and times changes. */
async function measure(writerUrl: string, readerUrl: string): Promise<Timing[]> {
  const writer = new TestClient(writerUrl);
  await writer.signUp();
  const stream = await openEventStream(writer.at(readerUrl));
  try {
    const ready = await stream.next(ARRIVAL_TIMEOUT_MS);
    if (ready.event !== "ready") throw new Error(`The stream began with ${ready.event}`);
    return await timeChanges(writer, stream);
  } finally {
    stream.close();
  }
}

function row(engine: string, instances: string, timings: Timing[]) {
  const events = timings.map((timing) => timing.eventMs);
  const responses = timings.map((timing) => timing.responseMs);
  return {
    engine,
    instances,
    changes: timings.length,
    "event median (ms)": pct(events, 50),
    "event p99 (ms)": pct(events, 99),
    "event max (ms)": pct(events, 100),
    "response median (ms)": pct(responses, 50),
  };
}

async function onEngine(databaseUrl: string | undefined) {
  const engine = databaseUrl ? "postgres" : "sqlite";
  const servers: ServerProcess[] = [];
  try {
    const a = await startServerProcess({ databaseUrl });
    servers.push(a);
    const rows = [row(engine, "one", await measure(a.baseURL, a.baseURL))];
    if (databaseUrl) {
      // The same data directory, so B reads the auth secret A generated and accepts A's session.
      const b = await startServerProcess({ databaseUrl, dataDir: a.dataDir });
      servers.push(b);
      rows.push(row(engine, "two: change via A, stream on B", await measure(a.baseURL, b.baseURL)));
    }
    return rows;
  } finally {
    for (const server of servers.reverse()) await server.stop();
    if (servers[0]) await removeDataDir(servers[0].dataDir);
  }
}

const rows = (await onEachEngine(onEngine)).flat();
await recordSection({
  id: "event-latency",
  title: "Event latency: a change until another tab's event stream has it",
  markdown: [
    `From sending the request to the event arriving on \`/api/events\` over real HTTP, ${ROUNDS} rounds of create,`,
    "update and delete (after a warm-up), with the response time for comparison.",
    "",
    markdownTable(rows),
  ].join("\n"),
  data: rows,
});
