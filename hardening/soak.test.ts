import { randomInt } from "node:crypto";
import { expect, it } from "vitest";
import { memoryMb } from "../bench/support";
import { openEventStream } from "../src/server/test/event-stream";
import { TestClient } from "../src/server/test/test-client";
import { IN_CI } from "../src/server/test/test-env";
import { AUTH_RATE_LIMIT } from "../src/shared/limits";
import { TASK_SORTS, TASK_VIEWS } from "../src/shared/schemas/task";
import { ENGINE, serversOnFreshStorage } from "./support/engine";

const USERS = 100;
/** Ten minutes, as the issue asks; two in CI, where time is shared. */
const SOAK_MS = (IN_CI ? 2 : 10) * 60_000;
/** Memory is judged from the end of the warm-up (caches and pools filled, code optimised) on. */
const WARM_UP_MS = SOAK_MS / 4;
const SAMPLE_EVERY_MS = 5_000;
/**
 * How much the floor of RSS (its lowest sample, right after a garbage collection) may rise from the first half
 * after the warm-up to the second. RSS itself saws up and down by 100 MB and more as the heap fills and is
 * collected, so its peak says little; the floor rises only with memory that stays, i.e. a leak. The data does not
 * grow (each user keeps a bounded number of tasks), so steady traffic needs no more memory as it goes on.
 * Measured on a busy 2-core machine: +20 MB over the ten-minute run, +14 to +35 MB over two-minute runs (the heap
 * still settling). Twice the worst of those; leaking 1 KB per request at the soak's intended pace (~100 requests
 * a second) passes it within the ten-minute run, 5 KB per request within the two-minute one.
 */
const RSS_FLOOR_GROWTH_MAX_MB = 64;
/**
 * RSS at its highest: under this load (100 users, 100 open event streams) the heap runs up to some 300 MB
 * before it is collected (measured on a busy 2-core machine); a 512 MB machine must still hold the server and
 * its system.
 */
const RSS_MAX_MB = 400;
/** Between one user's actions, as a person's clicks would be: some 100 requests a second from all of them. */
const THINK_MS = { least: 400, most: 1600 } as const;
/** A user's open tasks, at most: beyond it, the user deletes or completes rather than adds. */
const TASKS_PER_USER_MAX = 40;
/**
 * Each user signs out and in again this often at the most: one address per user, within the auth endpoints'
 * limit (AUTH_RATE_LIMIT) whatever the pace.
 */
const SIGN_IN_EVERY_MS = Math.ceil((AUTH_RATE_LIMIT.windowSeconds * 1000) / AUTH_RATE_LIMIT.maxRequests) * 6;
/** An event stream is closed and a new one opened after this long, as a tab that reloads. */
const STREAM_LIFETIME_MS = 45_000;
const TAGS = ["home", "work", "errands", "ideas"];

const servers = serversOnFreshStorage("soak");

interface Failure {
  what: string;
  status: number;
  body: unknown;
}

it(`serves ${USERS} users of mixed traffic for ${SOAK_MS / 60_000} minutes without an error, in bounded memory (${ENGINE})`, async () => {
  const { baseURL, pid } = await servers.start();
  const failures: Failure[] = [];
  const counts = new Map<string, number>();
  /** Sends one request and checks its status; what failed is kept for the report. */
  async function act(what: string, expected: number, send: () => Promise<{ status: number; body: unknown }>) {
    counts.set(what, (counts.get(what) ?? 0) + 1);
    const response = await send();
    if (response.status !== expected) failures.push({ what, status: response.status, body: response.body });
    return response;
  }

  const users = await Promise.all(
    Array.from({ length: USERS }, async () => {
      const client = new TestClient(baseURL);
      return { client, credentials: await client.signUp() };
    }),
  );

  const started = Date.now();
  const end = started + SOAK_MS;
  const samples: { at: number; rss: number }[] = [];
  const sampler = setInterval(() => {
    memoryMb(pid).then(
      ({ rss }) => samples.push({ at: Date.now() - started, rss }),
      () => undefined,
    );
  }, SAMPLE_EVERY_MS);

  await Promise.all(
    users.map(async ({ client, credentials }, user) => {
      const tasks: string[] = [];
      let stream = await openEventStream(client);
      let streamOpened = Date.now();
      let signedIn = Date.now();
      // Spread out, so that the users do not all act in step.
      await new Promise((resolve) => setTimeout(resolve, randomInt(THINK_MS.most)));
      while (Date.now() < end) {
        const roll = randomInt(100);
        const id = tasks[randomInt(Math.max(tasks.length, 1))];
        if (Date.now() - streamOpened > STREAM_LIFETIME_MS) {
          stream.close();
          stream = await openEventStream(client);
          streamOpened = Date.now();
          if (stream.response.status !== 200)
            failures.push({ what: "GET /api/events", status: stream.response.status, body: "" });
        } else if (Date.now() - signedIn > SIGN_IN_EVERY_MS && roll < 5) {
          await act("POST /api/auth/sign-out", 200, () => client.post("/api/auth/sign-out", {}));
          await act("POST /api/auth/sign-in/email", 200, () => client.post("/api/auth/sign-in/email", credentials));
          signedIn = Date.now();
        } else if (roll < 35) {
          const view = TASK_VIEWS[randomInt(TASK_VIEWS.length)];
          const sort = TASK_SORTS[randomInt(TASK_SORTS.length)];
          const filter = [``, `&q=task`, `&tag=${TAGS[randomInt(TAGS.length)]}`, `&priority=high`][randomInt(4)];
          await act("GET /api/tasks", 200, () => client.get(`/api/tasks?view=${view}&sort=${sort}${filter}`));
        } else if (roll < 55 && tasks.length < TASKS_PER_USER_MAX) {
          const response = await act("POST /api/tasks", 201, () =>
            client.post("/api/tasks", {
              title: `task ${user}-${randomInt(1e6)} for the soak`,
              description: "Some words to index, so that search has something to find.",
              tags: [TAGS[randomInt(TAGS.length)]],
              priority: ["low", "medium", "high"][randomInt(3)],
              dueAt: new Date(Date.now() + (randomInt(14) - 3) * 86_400_000).toISOString(),
            }),
          );
          if (response.status === 201) tasks.push((response.body as { task: { id: string } }).task.id);
        } else if (roll < 70 && id) {
          await act("PATCH /api/tasks/:id", 200, () =>
            client.patch(`/api/tasks/${id}`, { title: `renamed ${randomInt(1e6)}` }),
          );
        } else if (roll < 80 && id) {
          await act("PATCH /api/tasks/:id (complete)", 200, () =>
            client.patch(`/api/tasks/${id}`, { completed: true }),
          );
          tasks.splice(tasks.indexOf(id), 1);
        } else if (roll < 90 && id) {
          await act("DELETE /api/tasks/:id", 204, () => client.delete(`/api/tasks/${id}`));
          tasks.splice(tasks.indexOf(id), 1);
        } else if (roll < 97) {
          await act("GET /api/me", 200, () => client.get("/api/me"));
        } else {
          await act("GET /api/export", 200, () => client.get("/api/export?format=json"));
        }
        await new Promise((resolve) => setTimeout(resolve, THINK_MS.least + randomInt(THINK_MS.most - THINK_MS.least)));
      }
      stream.close();
    }),
  );
  clearInterval(sampler);

  const afterWarmUp = samples.filter((sample) => sample.at >= WARM_UP_MS).map((sample) => sample.rss);
  const half = Math.floor(afterWarmUp.length / 2);
  const floors = [Math.min(...afterWarmUp.slice(0, half)), Math.min(...afterWarmUp.slice(half))];
  const peak = Math.max(...samples.map((sample) => sample.rss));
  const requests = [...counts.values()].reduce((sum, n) => sum + n, 0);
  console.info(
    `Soak (${ENGINE}, ${SOAK_MS / 60_000} min, ${USERS} users): ${requests} requests (${Math.round(requests / (SOAK_MS / 1000))}/s), ` +
      `${failures.length} failures; RSS floor after warm-up ${floors[0]} MB, then ${floors[1]} MB; peak ${peak} MB; ` +
      `samples every ${SAMPLE_EVERY_MS / 1000} s: ${samples.map((sample) => sample.rss).join(" ")}\n` +
      JSON.stringify(Object.fromEntries(counts)),
  );
  expect(failures).toEqual([]);
  expect(half).toBeGreaterThan(1);
  expect((floors[1] ?? Number.NaN) - (floors[0] ?? Number.NaN)).toBeLessThan(RSS_FLOOR_GROWTH_MAX_MB);
  expect(peak).toBeLessThan(RSS_MAX_MB);
});
