import { useRouteError } from "react-router";

/**
 * How browsers word a chunk of code they could not fetch (Chromium, Firefox, Safari, and Vite's preload of its CSS).
 * After an upgrade the old version's chunks are gone: a page not opened before the upgrade fails so.
 */
const MISSING_CHUNK = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/**
 * What a page that cannot be shown says instead of going blank: its code is gone (a new version), or it failed
 * as it rendered (data it could not read). A reload is the way out of both: it brings the new version's code.
 */
export function PageError() {
  const error = useRouteError();
  const newVersion = error instanceof Error && MISSING_CHUNK.test(error.message);
  return (
    <div className="auth-card">
      <h1>{newVersion ? "A new version is available" : "Something went wrong"}</h1>
      <p className="muted">
        {newVersion
          ? "Taskmind was updated since this tab opened it. Reload to use the new version."
          : "This page could not be shown. Reloading it usually puts it right."}
      </p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

/** The same for a failure outside any page (the signed-in area's layout): alone on the screen, as a public page. */
export function AppError() {
  return (
    <main className="public-page">
      <PageError />
    </main>
  );
}
