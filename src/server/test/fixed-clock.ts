import type { Clock } from "../clock";

/** A clock that stands still until a test moves it. */
export interface FixedClock extends Clock {
  set(isoTime: string): void;
  advance(ms: number): void;
}

export function fixedClock(isoTime: string): FixedClock {
  let time = Date.parse(isoTime);
  if (Number.isNaN(time)) throw new Error(`Not a time: ${isoTime}`);
  return {
    now: () => new Date(time),
    set(next) {
      time = Date.parse(next);
    },
    advance(ms) {
      time += ms;
    },
  };
}
