import { Hono } from "hono";
import { type SSEMessage, streamSSE } from "hono/streaming";
import type { Clock } from "../../clock";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import type { EventsService, StreamEvent } from "./events.service";

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How soon a browser reconnects after the stream drops. */
const RECONNECT_MS = 2_000;
/**
 * How soon a browser whose stream another of the user's took the place of comes back (and then ends the
 * oldest in turn): with more tabs than the cap, one of them at a time goes without live updates for this long,
 * rather than all of them taking turns every few seconds.
 */
export const REPLACED_STREAM_RECONNECT_MS = 60_000;

/** Sent first on every (re)connection; the client then loads its lists again, so nothing missed is lost. */
const READY: SSEMessage = { event: "ready", data: "{}", retry: RECONNECT_MS };

/**
 * `GET /api/events`: Server-Sent Events with the signed-in user's task changes, from any tab, device or
 * instance. A (re)connection starts with `ready`; the client refetches then, so nothing missed is lost.
 * The stream ends when its session does.
 */
export function eventsRoutes(streams: EventsService, clock: Clock, trustProxy: boolean) {
  return new Hono<AppEnv>().get("/", (c) => {
    // Opened before answering, so that a refusal (too many streams from this address) is a plain 429.
    const events = streams.open({
      userId: c.var.userId,
      sessionId: c.var.sessionId,
      sessionExpiresAt: c.var.sessionExpiresAt,
      ip: clientIp(c, trustProxy),
    });
    return streamSSE(c, async (stream) => {
      stream.onAbort(events.close);
      try {
        await stream.writeSSE(READY);
        for (;;) {
          const next = await events.next(HEARTBEAT_MS);
          if (next === "idle") {
            await stream.write(": keep-alive\n\n");
          } else if ("ended" in next) {
            if (next.ended === "replaced") await stream.write(`retry: ${REPLACED_STREAM_RECONNECT_MS}\n\n`);
            return;
          } else {
            await stream.writeSSE(toMessage(next, clock.now()));
          }
        }
      } finally {
        events.close();
      }
    });
  });
}

function toMessage(event: StreamEvent, now: Date): SSEMessage {
  if (event.event === "ready") return READY;
  const data = "data" in event ? JSON.stringify(event.data) : "{}";
  return { event: event.event, id: `${now.getTime()}`, data };
}
