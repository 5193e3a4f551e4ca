import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_STREAMS_PER_IP_MAX, EVENT_STREAMS_PER_USER_MAX } from "../../../shared/limits";
import { EVENT_WAIT_MS, openEventStream } from "../../test/event-stream";
import type { TestClient } from "../../test/test-client";
import { startTestServer, type TestServer } from "../../test/test-server";
import { REPLACED_STREAM_RECONNECT_MS } from "./events.routes";

type Stream = Awaited<ReturnType<typeof openEventStream>>;

let server: TestServer;
const open: Stream[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await server.close();
});

/** Opens a stream and reads its `ready`; closed after the file. */
async function ready(client: TestClient): Promise<Stream> {
  const stream = await openEventStream(client);
  open.push(stream);
  expect(stream.response.status).toBe(200);
  expect((await stream.next()).event).toBe("ready");
  return stream;
}

describe("event streams per user", () => {
  it(`keeps ${EVENT_STREAMS_PER_USER_MAX} open: the next ends the oldest, asked to come back later`, async () => {
    const client = server.client();
    await client.signUp();
    const streams: Stream[] = [];
    for (let i = 0; i < EVENT_STREAMS_PER_USER_MAX; i++) streams.push(await ready(client));
    const [oldest, ...others] = streams;
    if (!oldest) throw new Error("No stream was opened");

    const newest = await ready(client);
    await oldest.ended();
    expect(oldest.retryMs()).toBe(REPLACED_STREAM_RECONNECT_MS);

    const created = (await client.post("/api/tasks", { title: "Seen by the open ones" })).body.task;
    for (const stream of [...others, newest]) {
      expect(await stream.next()).toEqual({ event: "task.created", data: { task: created } });
    }
    expect(oldest.pending()).toEqual([]);
  });
});

describe("event streams per client IP", () => {
  it(`answers 429 with Retry-After beyond ${EVENT_STREAMS_PER_IP_MAX} from one address, until one of them ends`, async () => {
    const sharedIp = "192.0.2.10";
    const users: TestClient[] = [];
    let opened = 0;
    while (opened < EVENT_STREAMS_PER_IP_MAX) {
      const user = server.client();
      await user.signUp();
      users.push(user);
      for (let i = 0; i < EVENT_STREAMS_PER_USER_MAX && opened < EVENT_STREAMS_PER_IP_MAX; i++, opened++) {
        await ready(user.from(sharedIp));
      }
    }

    const latecomer = server.client();
    await latecomer.signUp();
    // A stream wrongly opened is cut after the wait, so the test fails rather than hangs.
    const refused = await latecomer.from(sharedIp).open("/api/events", AbortSignal.timeout(EVENT_WAIT_MS));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe("too_many_streams");
    // Other addresses are not held up.
    await ready(latecomer);

    // The first user, at their own cap, opens one more from elsewhere: their oldest, from the shared
    // address, ends, and that address has room again.
    const [first] = users;
    if (!first) throw new Error("No user signed up");
    await ready(first);
    await ready(latecomer.from(sharedIp));
  });
});

describe("delivering one change to many streams", () => {
  it("loads the changed task once, however many streams its owner has open", async () => {
    let taskLoads = 0;
    const counting = await startTestServer({
      onQuery: (sql) => {
        // A load reads the task's row, then counts its subtasks (grouped by parent), which goes with it.
        if (/^select\b[\s\S]*\bfrom "tasks"/i.test(sql) && !/\bgroup by\b/i.test(sql)) taskLoads += 1;
      },
    });
    try {
      const client = counting.client();
      await client.signUp();
      const streams: Stream[] = [];
      for (let i = 0; i < EVENT_STREAMS_PER_USER_MAX; i++) streams.push(await ready(client));

      taskLoads = 0;
      const created = (await client.post("/api/tasks", { title: "One load" })).body.task;
      for (const stream of streams) {
        expect(await stream.next()).toEqual({ event: "task.created", data: { task: created } });
      }
      expect(taskLoads).toBe(1);
    } finally {
      await counting.close();
    }
  });
});
