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

  const pump = async () => {
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) return;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = block.match(/^event: (.*)$/m)?.[1];
          const data = [...block.matchAll(/^data: (.*)$/gm)].map((match) => match[1]).join("\n");
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

  return {
    response,
    /** The next event not yet taken, waiting up to `timeoutMs` for it. */
    async next(timeoutMs = EVENT_WAIT_MS): Promise<ServerEvent> {
      const deadline = Date.now() + timeoutMs;
      while (events.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return events.shift() as ServerEvent;
    },
    /** Events received and not yet taken. */
    pending: () => [...events],
    close: () => abort.abort(),
  };
}
