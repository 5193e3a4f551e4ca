import { formatDateTime } from "../../../../shared/time/format-date";
import { QueryStatus } from "../../../components/query-status";
import { usePreferences } from "../../../lib/preferences";
import { useEndSessions, useSessions } from "../hooks/use-sessions";

/** Where the user is signed in, each device with a way to sign it out. */
export function SessionsList({ userId }: { userId: string }) {
  const sessions = useSessions(userId);
  const { endOne, endOthers } = useEndSessions(userId);
  const { timeZone, hour12 } = usePreferences();
  return (
    <QueryStatus query={sessions} loading="Loading your devices…" failure="We couldn't load your devices.">
      {(shown) => (
        <div className="sessions">
          <ul className="session-list">
            {shown.map((session) => (
              <li key={session.id} className="session">
                <div>
                  <strong>{session.device}</strong>
                  {session.current && <span className="session-current"> · This device</span>}
                  <p className="muted">
                    Last active{" "}
                    <time dateTime={session.lastActiveAt}>
                      {formatDateTime(session.lastActiveAt, { timeZone, hour12 })}
                    </time>
                  </p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.lastActiveAt, { timeZone, hour12 })}`}
                    aria-disabled={endOne.isPending}
                    onClick={() => endOne.isPending || endOne.mutate(session.id)}
                  >
                    Sign out
                  </button>
                )}
              </li>
            ))}
          </ul>
          {shown.some((session) => !session.current) && (
            <div>
              <button
                type="button"
                className="button button-secondary"
                aria-disabled={endOthers.isPending}
                onClick={() => endOthers.isPending || endOthers.mutate()}
              >
                Sign out everywhere else
              </button>
            </div>
          )}
        </div>
      )}
    </QueryStatus>
  );
}
