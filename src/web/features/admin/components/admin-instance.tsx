import { useId } from "react";
import { QueryStatus } from "../../../components/query-status";
import { useAdminActions, useHealth, useSignups } from "../hooks/use-admin";
import "./admin.css";

/** Whether new people can sign up: a switch, unless the server's environment has decided it. */
export function SignupsSwitch() {
  const signups = useSignups();
  const { setSignups } = useAdminActions();
  const hintId = useId();
  return (
    <QueryStatus query={signups} loading="Loading…" failure="We couldn't load the sign-up setting.">
      {({ open, forcedClosed }) => (
        <div className="switch-field">
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={open}
              aria-checked={open}
              disabled={forcedClosed || setSignups.isPending}
              aria-describedby={hintId}
              onChange={(event) => setSignups.mutate(event.target.checked)}
            />
            Sign-ups are open
          </label>
          <p id={hintId} className="field-hint">
            {forcedClosed
              ? "SIGNUPS=closed in the server's environment keeps them closed."
              : "When closed, the sign-up page says so and nobody new can create an account."}
          </p>
        </div>
      )}
    </QueryStatus>
  );
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function duration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0 ? `${days} d ${hours} h` : hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

export function InstanceHealth() {
  const health = useHealth();
  return (
    <QueryStatus query={health} loading="Loading…" failure="We couldn't check the instance.">
      {({ engine, databaseVersion, databaseSizeBytes, uptimeSeconds, appVersion }) => (
        <dl className="health-list">
          <dt>Database</dt>
          <dd>
            {engine === "sqlite" ? "SQLite (embedded)" : "PostgreSQL"} · {databaseVersion}
          </dd>
          <dt>Database size</dt>
          <dd>{megabytes(databaseSizeBytes)}</dd>
          <dt>Up for</dt>
          <dd>{duration(uptimeSeconds)}</dd>
          <dt>Taskmind</dt>
          <dd>{appVersion}</dd>
        </dl>
      )}
    </QueryStatus>
  );
}
