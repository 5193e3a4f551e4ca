// What open `/api/events` streams cost, against the built server (`npm run build` first); BENCH_DATABASE_URL=
// postgres://… adds PostgreSQL. Another user's `GET /api/tasks` is timed in quiet, while one user's tasks keep
// changing, and again once that user has opened 1,000 streams one after another (all but the newest 10 are
// ended by the cap); last, the server's memory and open files per stream, with many users each at the cap.
import { readdir, readFile } from "node:fs/promises";
import { removeDataDir, startServerProcess } from "../e2e/support/server-process";
import { openEventStream } from "../src/server/test/event-stream";
import { TestClient } from "../src/server/test/test-client";
import { EVENT_STREAMS_PER_USER_MAX } from "../src/shared/limits";
import { markdownTable, QUICK, recordSection } from "./report";
import { onEachEngine, pct } from "./support";

/** As many as the hostile user opened (QUICK: still well over the cap, so the cap still ends most). */
const ATTACK_STREAMS = QUICK ? 100 : 1_000;
const NEIGHBOUR_TASKS = QUICK ? 50 : 200;
const READS = QUICK ? 60 : 300;
/** Users each holding the most streams, for the cost of one stream. */
const USERS_AT_CAP = QUICK ? 5 : 50;

type Stream = Awaited<ReturnType<typeof openEventStream>>;

async function serverUsage(pid: number | undefined) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN);
  return { rssMb: rssKb / 1024, files: (await readdir(`/proc/${pid}/fd`)).length };
}

async function openReady(client: TestClient): Promise<Stream> {
  const stream = await openEventStream(client);
  if ((await stream.next()).event !== "ready") throw new Error("The stream did not begin with ready");
  return stream;
}

/** The neighbour's reads of the first page of their tasks, in ms. */
async function timeReads(neighbour: TestClient): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    const response = await neighbour.get("/api/tasks?limit=50");
    if (response.status !== 200) throw new Error(`GET /api/tasks answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** The neighbour's reads while `writer` creates, updates and deletes tasks one after another; and how many changes. */
async function timeReadsWhileChanging(neighbour: TestClient, writer: TestClient) {
  let reading = true;
  const changing = (async () => {
    let changes = 0;
    for (let round = 0; reading; round++) {
      const id = (await writer.post("/api/tasks", { title: `Change ${round}`, description: "Benchmark" })).body.task.id;
      await writer.patch(`/api/tasks/${id}`, { completed: true });
      await writer.delete(`/api/tasks/${id}`);
      changes += 3;
    }
    return changes;
  })();
  const reads = await timeReads(neighbour);
  reading = false;
  return { reads, changes: await changing };
}

async function measure(databaseUrl: string | undefined) {
  const engine = databaseUrl ? "postgres" : "sqlite";
  const server = await startServerProcess({ databaseUrl });
  const streams: Stream[] = [];
  try {
    const neighbour = new TestClient(server.baseURL);
    await neighbour.signUp();
    for (let i = 0; i < NEIGHBOUR_TASKS; i++) await neighbour.post("/api/tasks", { title: `Neighbour task ${i}` });
    const quiet = await timeReads(neighbour);
    const hostile = new TestClient(server.baseURL);
    await hostile.signUp();
    const unwatched = await timeReadsWhileChanging(neighbour, hostile);

    const before = await serverUsage(server.pid);
    const opened = performance.now();
    const attack: Stream[] = [];
    for (let i = 0; i < ATTACK_STREAMS; i++) attack.push(await openReady(hostile));
    const openingMs = performance.now() - opened;
    // Each stream beyond the cap ended the oldest: all but the newest must have ended (or this fails).
    const stillOpen = attack.splice(-EVENT_STREAMS_PER_USER_MAX);
    await Promise.all(attack.map((stream) => stream.ended()));
    for (const stream of attack) stream.close();
    streams.push(...stillOpen);
    const afterAttack = await serverUsage(server.pid);

    const watched = await timeReadsWhileChanging(neighbour, hostile);

    const atCapBefore = await serverUsage(server.pid);
    for (let user = 0; user < USERS_AT_CAP; user++) {
      const client = new TestClient(server.baseURL);
      await client.signUp();
      for (let i = 0; i < EVENT_STREAMS_PER_USER_MAX; i++) streams.push(await openReady(client));
    }
    const atCapAfter = await serverUsage(server.pid);
    const perStream = USERS_AT_CAP * EVENT_STREAMS_PER_USER_MAX;

    return {
      engine,
      [`streams ended of ${ATTACK_STREAMS}`]: attack.length,
      "opening them (s)": (openingMs / 1000).toFixed(1),
      "server files before / after": `${before.files} / ${afterAttack.files}`,
      "server RSS before / after (MB)": `${before.rssMb.toFixed(0)} / ${afterAttack.rssMb.toFixed(0)}`,
      "neighbour GET p50 / p99 (ms): quiet": `${pct(quiet, 50)} / ${pct(quiet, 99)}`,
      "…changes, no streams": `${pct(unwatched.reads, 50)} / ${pct(unwatched.reads, 99)} (${unwatched.changes})`,
      [`…changes, ${EVENT_STREAMS_PER_USER_MAX} streams`]: `${pct(watched.reads, 50)} / ${pct(watched.reads, 99)} (${watched.changes})`,
      "RSS per stream (KB)": (((atCapAfter.rssMb - atCapBefore.rssMb) * 1024) / perStream).toFixed(0),
      "files per stream": ((atCapAfter.files - atCapBefore.files) / perStream).toFixed(2),
    };
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}

const rows = await onEachEngine(measure);
await recordSection({
  id: "event-streams",
  title: "Event streams: what open streams cost",
  markdown: [
    `One user opens ${ATTACK_STREAMS} streams (${EVENT_STREAMS_PER_USER_MAX} stay open), then another user's`,
    `GET /api/tasks (${READS} reads) while the first one's tasks change; last, the cost of each of`,
    `${USERS_AT_CAP * EVENT_STREAMS_PER_USER_MAX} streams (${USERS_AT_CAP} users at the cap).`,
    "",
    markdownTable(rows),
  ].join("\n"),
  data: rows,
});
