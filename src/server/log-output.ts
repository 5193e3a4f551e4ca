import { fstatSync } from "node:fs";
import { Socket } from "node:net";

/**
 * Log lines waiting for a slow reader, at most. Beyond it lines are dropped (and counted) rather than queued
 * without bound or waited for: a server that stops answering because nobody reads its output is worse than a
 * gap in the log. A megabyte is some 5,000 request lines, seconds of a busy server.
 */
export const LOG_BUFFER_MAX_BYTES = 1024 * 1024;
/** How long stopping waits for the last lines to be read before it exits anyway. */
export const LOG_FLUSH_TIMEOUT_MS = 1000;

export interface LogOutput {
  write(line: string): void;
  /** Lines lost so far to a full buffer or a reader that went away. */
  dropped(): number;
  /** Resolves once every queued line is written, the output broke, or `timeoutMs` passed, whichever is first. */
  flush(timeoutMs?: number): Promise<void>;
}

/**
 * Where the server's log goes when its output is a pipe or socket (a supervisor, `npm start | tee`, a container
 * runtime): written without ever blocking the event loop. pino's own destination writes synchronously and, when
 * the pipe is full because nobody reads it, retries for ever, so the server neither answered nor stopped.
 * Files and terminals are never full for long: `undefined` leaves them to pino's synchronous default.
 */
export function logOutput(fd: number, maxBufferedBytes = LOG_BUFFER_MAX_BYTES): LogOutput | undefined {
  const stat = fstatSync(fd);
  if (!stat.isFIFO() && !stat.isSocket()) return undefined;
  // A socket on the descriptor writes through the event loop (the descriptor becomes non-blocking).
  const socket = new Socket({ fd, readable: false, writable: true });
  let broken = false;
  let dropped = 0;
  let droppedUntold = 0;
  // A reader that went away (EPIPE) or any other write error: there is nobody left to tell, so stop writing.
  socket.on("error", () => {
    broken = true;
    socket.destroy();
  });
  // The output must not keep a stopping process alive.
  socket.unref();

  function drop(): void {
    dropped++;
    droppedUntold++;
  }

  return {
    write(line) {
      if (broken) return drop();
      if (droppedUntold > 0 && socket.writableLength === 0) {
        socket.write(
          `${JSON.stringify({ level: 40, msg: `${droppedUntold} log lines were dropped: the server's output was not read fast enough` })}\n`,
        );
        droppedUntold = 0;
      }
      if (socket.writableLength + Buffer.byteLength(line) > maxBufferedBytes) return drop();
      socket.write(line);
    },
    dropped: () => dropped,
    flush(timeoutMs = LOG_FLUSH_TIMEOUT_MS) {
      if (broken || socket.writableLength === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          socket.off("drain", done);
          socket.off("close", done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        socket.once("drain", done);
        socket.once("close", done);
      });
    },
  };
}
