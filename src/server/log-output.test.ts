import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { LOG_BUFFER_MAX_BYTES, logOutput } from "./log-output";

const LINE = `${JSON.stringify({ level: 30, msg: "request", path: "/api/tasks" })}\n`;
/** A pipe holds 64 KB on Linux; a buffer of this size on top of it. */
const SMALL_BUFFER = 16 * 1024;

// The pipes' descriptors stay open until the worker ends: the output's socket keeps watching its descriptor,
// and one closed under it (or its number reused by the next test's pipe) upsets the event loop.
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A named pipe opened for both ends (as Linux allows), so nothing reads it unless the test does. */
function unreadPipe(): number {
  const dir = mkdtempSync(path.join(tmpdir(), "taskmind-log-"));
  const fifo = path.join(dir, "out");
  execFileSync("mkfifo", [fifo]);
  const fd = openSync(fifo, "r+");
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return fd;
}

it("leaves files (and terminals) to pino's default", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "taskmind-log-"));
  const fd = openSync(path.join(dir, "log"), "w");
  cleanups.push(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });
  expect(logOutput(fd)).toBeUndefined();
});

it("drops and counts lines, without blocking, when nobody reads the pipe; flushing waits only so long", async () => {
  const output = logOutput(unreadPipe(), SMALL_BUFFER);
  // Enough to fill the pipe and the buffer several times over; a blocking write would never return.
  const lines = Math.ceil((4 * (64 * 1024 + SMALL_BUFFER)) / LINE.length);
  for (let i = 0; i < lines; i++) output?.write(LINE);
  const dropped = output?.dropped() ?? 0;
  expect(dropped).toBeGreaterThan(0);
  expect(dropped).toBeLessThan(lines);
  await output?.flush(50);
});

it("writes every line, and says how many it dropped, once the reader catches up", async () => {
  const fd = unreadPipe();
  const output = logOutput(fd, SMALL_BUFFER);
  const lines = Math.ceil((2 * (64 * 1024 + SMALL_BUFFER)) / LINE.length);
  for (let i = 0; i < lines; i++) output?.write(LINE);
  const dropped = output?.dropped() ?? 0;
  expect(dropped).toBeGreaterThan(0);

  let read = "";
  const chunk = Buffer.alloc(64 * 1024);
  const drain = () => {
    try {
      const n = readSync(fd, chunk);
      read += chunk.toString("utf8", 0, n);
    } catch (error) {
      // The descriptor is non-blocking now: an empty pipe says so instead of waiting.
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
    }
  };
  // Read what is in the pipe, let the buffer move into it, and read again, until it is all through.
  while (read.split("\n").length - 1 < lines - dropped) {
    drain();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  output?.write(LINE);
  await new Promise((resolve) => setTimeout(resolve, 10));
  drain();
  expect(read).toContain(`"msg":"${dropped} log lines were dropped: the server's output was not read fast enough"`);
  expect(read.endsWith(LINE)).toBe(true);
});

it(`buffers up to LOG_BUFFER_MAX_BYTES (${LOG_BUFFER_MAX_BYTES / 1024} KB) for a slow reader, then drops`, () => {
  const output = logOutput(unreadPipe());
  const linesIn = (bytes: number) => Math.floor(bytes / LINE.length);
  for (let i = 0; i < linesIn(0.9 * LOG_BUFFER_MAX_BYTES); i++) output?.write(LINE);
  expect(output?.dropped()).toBe(0);
  for (let i = 0; i < linesIn(0.2 * LOG_BUFFER_MAX_BYTES + 64 * 1024); i++) output?.write(LINE);
  expect(output?.dropped()).toBeGreaterThan(0);
});
