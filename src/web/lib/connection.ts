import { useSyncExternalStore } from "react";

/** The first pause before asking the server again after it could not be reached; each pause doubles after that… */
const FIRST_PROBE_DELAY_MS = 1000;
/** …up to this, so a server back after a long outage is noticed within this long. */
const MAX_PROBE_DELAY_MS = 10_000;
/** Answers 200 (or 503 while the database is down): either way the server itself is there. */
const PROBE_PATH = "/api/health";

/** The page, where there is one: the API client also runs where nothing probes (its unit tests, the prerender). */
const page = typeof window === "undefined" ? undefined : window;

let reachable = true;
let probeDelay = FIRST_PROBE_DELAY_MS;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const backListeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A request got no answer at all: the server (or the network to it) is gone until a probe says otherwise. */
export function reportUnreachable(): void {
  if (!reachable) return;
  reachable = false;
  probeDelay = FIRST_PROBE_DELAY_MS;
  for (const listener of listeners) listener();
  if (!page) return;
  scheduleProbe();
  // The browser knows first when its own network returns; and a user coming back to the tab wants it now.
  page.addEventListener("online", probeNow);
  page.addEventListener("focus", probeNow);
}

/** A request got an answer (any status): the server is there. */
export function reportReachable(): void {
  if (reachable) return;
  reachable = true;
  clearTimeout(probeTimer);
  page?.removeEventListener("online", probeNow);
  page?.removeEventListener("focus", probeNow);
  for (const listener of listeners) listener();
  for (const listener of backListeners) listener();
}

/** Something suggests the server went away (the event stream dropped): ask it now, and say so if it is gone. */
export function checkReachable(): void {
  if (reachable) void probe();
}

/** Runs `listener` each time the server answers again after it could not be reached. */
export function onServerBack(listener: () => void): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

/** Whether the server answered the latest request (true until one gets no answer). */
export const useServerReachable = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => reachable,
    () => true,
  );

function scheduleProbe() {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(probeNow, probeDelay);
  probeDelay = Math.min(probeDelay * 2, MAX_PROBE_DELAY_MS);
}

function probeNow() {
  void probe();
}

async function probe() {
  try {
    await fetch(PROBE_PATH, { cache: "no-store", credentials: "same-origin" });
  } catch {
    if (reachable) reportUnreachable();
    else scheduleProbe();
    return;
  }
  reportReachable();
}
