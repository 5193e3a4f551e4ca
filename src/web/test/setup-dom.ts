import { cleanup } from "@testing-library/react";
import { MotionGlobalConfig } from "motion/react";
import { afterEach } from "vitest";

// Toasts appear and go at once: happy-dom leaves the rejection of a cancelled animation unhandled (browsers mark it
// handled), which a toast leaving mid-animation would otherwise report.
MotionGlobalConfig.skipAnimations = true;

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount each test's tree here
// (before the console check of fail-on-console-error.ts, as later hooks run first).
afterEach(() => {
  cleanup();
});
