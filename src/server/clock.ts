/**
 * Where the server's "now" comes from: passed in like the database, so that "today", due dates and every
 * stored time can be tested on a fixed day.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
