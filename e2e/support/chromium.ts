/** The system Chromium, for the browser tests and Lighthouse alike (never a downloaded browser). */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Run as root in a sandboxed machine with a closed network: no sandbox, no GPU, no calls home. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
