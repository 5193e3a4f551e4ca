import type { TestClient } from "./test-client";

/**
 * How long a test waits for an event before calling it missing. Generous on purpose: tests check that
 * an event arrives; how fast it arrives is measured by `bench/event-latency.ts`.
 */
export const EVENT_WAIT_MS = 10_000;

export interface ServerEvent {
  event: string;
  data: any;
}

/** Reads `/api/events` as a browser's EventSource would, one parsed event at a time. */
export async function openEventStream(client: TestClient) {
  const abort = new AbortController();
  const response = await client.open("/api/events", abort.signal);
  const events: ServerEvent[] = [];
  const waiting: (() => void)[] = [];
  let buffer = "";
  let retryMs: number | undefined;
  let endedByServer = false;

  const pump = async () => {
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) return;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          endedByServer = true;
          for (const wake of waiting.splice(0)) wake();
          return;
        }
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = block.match(/^event: (.*)$/m)?.[1];
          const data = [...block.matchAll(/^data: (.*)$/gm)].map((match) => match[1]).join("\n");
          const retry = block.match(/^retry: (\d+)$/m)?.[1];
          if (retry) retryMs = Number(retry);
          if (event) events.push({ event, data: JSON.parse(data) });
          for (const wake of waiting.splice(0)) wake();
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // Aborted by close().
    }
  };
  void pump();

  /** Waits until `done` holds, woken by every event and by the end of the stream. */
  async function until(done: () => boolean, timeoutMs: number, failure: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(failure);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    response,
    /** The next event not yet taken, waiting up to `timeoutMs` for it. */
    async next(timeoutMs = EVENT_WAIT_MS): Promise<ServerEvent> {
      await until(() => events.length > 0, timeoutMs, `No event within ${timeoutMs} ms`);
      return events.shift() as ServerEvent;
    },
    /** Waits up to `timeoutMs` for the server to end the stream. */
    async ended(timeoutMs = EVENT_WAIT_MS): Promise<void> {
      await until(() => endedByServer, timeoutMs, `The server did not end the stream within ${timeoutMs} ms`);
    },
    /** Events received and not yet taken. */
    pending: () => [...events],
    /** The reconnection delay the server asked for last (the SSE `retry` field). */
    retryMs: () => retryMs,
    close: () => abort.abort(),
  };
}
