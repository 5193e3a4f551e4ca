import { afterEach, vi } from "vitest";

// An error printed during a test is a bug the assertions missed: make it fail the test.
let errors: unknown[][] = [];
const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const printed = errors;
  errors = [];
  if (printed.length > 0) {
    throw new Error(`console.error was called:\n${printed.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});

export { spy as consoleErrorSpy };

/** For a test that causes a logged error on purpose: what was printed so far, which then no longer fails it. */
export function takeConsoleErrors(): string[] {
  const taken = errors.map((args) => args.map(String).join(" "));
  errors = [];
  return taken;
}
