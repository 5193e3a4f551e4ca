import { Hono } from "hono";
import { type SSEMessage, streamSSE } from "hono/streaming";
import type { Clock } from "../../clock";
import type { BusMessage, TaskEventBus } from "../../events/task-events";
import type { AppEnv } from "../../http/app-env";
import type { TasksService } from "../tasks/tasks.service";

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How soon a browser reconnects after the stream drops. */
const RECONNECT_MS = 2_000;

/** Sent first on every (re)connection; the client then loads its lists again, so nothing missed is lost. */
const READY: SSEMessage = { event: "ready", data: "{}", retry: RECONNECT_MS };

/**
 * `GET /api/events`: Server-Sent Events with the signed-in user's task changes, from any tab, device or
 * instance. A (re)connection starts with `ready`; the client refetches then, so nothing missed is lost.
 */
export function eventsRoutes(bus: TaskEventBus, tasks: TasksService, clock: Clock) {
  return new Hono<AppEnv>().get("/", (c) => {
    const userId = c.var.userId;
    return streamSSE(c, async (stream) => {
      const pending: BusMessage[] = [];
      let wake = () => {};
      let open = true;
      const stop = () => {
        open = false;
        wake();
      };
      const unsubscribe = bus.subscribe(userId, (change) => {
        pending.push(change);
        wake();
      });
      const forgetClose = bus.onClose(stop);
      stream.onAbort(stop);
      try {
        await stream.writeSSE(READY);
        while (open) {
          const change = pending.shift();
          if (change) {
            const message = await toMessage(change, tasks, clock.now());
            if (message) await stream.writeSSE(message);
            continue;
          }
          const timedOut = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              resolve(false);
            };
          });
          if (timedOut) await stream.write(": keep-alive\n\n");
        }
      } finally {
        unsubscribe();
        forgetClose();
      }
    });
  });
}

/** The event as sent: the task as it is now, or only its id once deleted; nothing if it is gone meanwhile. */
async function toMessage(change: BusMessage, tasks: TasksService, now: Date): Promise<SSEMessage | undefined> {
  // Changes may have been missed: a fresh `ready` makes the client load everything again.
  if (change.type === "resync") return READY;
  const id = `${now.getTime()}`;
  if (change.type === "task.deleted") {
    return { event: change.type, id, data: JSON.stringify({ taskId: change.taskId }) };
  }
  const task = await tasks.find(change.userId, change.taskId);
  return task && { event: change.type, id, data: JSON.stringify({ task }) };
}
