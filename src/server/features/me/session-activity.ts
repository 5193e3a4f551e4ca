import { SESSION_ACTIVITY_RESOLUTION_MS } from "../../../shared/limits";
import type { Clock } from "../../clock";
import type { SessionsRepository } from "./sessions.repository";

/** Sessions remembered per instance before the memory starts over (it only saves writes). */
const REMEMBERED_SESSIONS_MAX = 10_000;

/**
 * Keeps each session's "last active" current to within the resolution, asking the database only when this
 * instance has not marked the session lately: most requests cost no write and no query at all.
 */
export function sessionActivity(sessions: SessionsRepository, clock: Clock) {
  const markedAt = new Map<string, number>();
  return async (sessionId: string): Promise<void> => {
    const now = clock.now().getTime();
    if (now - (markedAt.get(sessionId) ?? 0) < SESSION_ACTIVITY_RESOLUTION_MS) return;
    if (markedAt.size >= REMEMBERED_SESSIONS_MAX) markedAt.clear();
    markedAt.set(sessionId, now);
    await sessions.touch(sessionId, new Date(now), SESSION_ACTIVITY_RESOLUTION_MS);
  };
}
