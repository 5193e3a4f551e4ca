import { Link } from "react-router";
import { SIGNUPS_CLOSED_MESSAGE } from "../../../../shared/schemas/auth-messages";
import { BackLink } from "../../../components/back-link";
import { useInstance } from "../hooks/use-instance";

/**
 * What the sign-up page shows instead of its form while the admin keeps sign-ups closed, and nothing while they are
 * open. Loaded after the page's first paint (the query machinery is not on a public first page); the form that
 * follows it is hidden by CSS when this is shown, so a form already being filled in keeps what was typed.
 */
export function SignupsClosed() {
  const instance = useInstance();
  if (instance.data?.signupsOpen !== false) return null;
  return (
    <div className="auth-card signups-closed">
      <BackLink to="/" />
      <h1>{SIGNUPS_CLOSED_MESSAGE}</h1>
      <p className="muted">Ask the person who runs it to open them, or sign in if you have an account.</p>
      <Link to="/sign-in" className="button button-primary">
        Sign in
      </Link>
    </div>
  );
}
