import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <main className="public-page">
      <title>Page not found · Taskmind</title>
      <div className="auth-card">
        <h1>Page not found</h1>
        <p className="muted">There is nothing at this address. It may have moved, or the link may be mistyped.</p>
        <Link to="/" className="button button-primary">
          Go home
        </Link>
      </div>
    </main>
  );
}
