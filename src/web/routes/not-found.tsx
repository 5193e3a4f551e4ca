import { Link } from "react-router";

/** What a page that does not exist says; also shown inside the signed-in area (e.g. /admin to a non-admin). */
export function NotFoundContent() {
  return (
    <div className="auth-card">
      <title>Page not found · Taskmind</title>
      <h1>Page not found</h1>
      <p className="muted">There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className="button button-primary">
        Go home
      </Link>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <main className="public-page">
      <NotFoundContent />
    </main>
  );
}
