import { useMutation } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { EMAIL_VERIFICATION_MESSAGES } from "../../shared/schemas/user";
import { FormError } from "../components/form-controls";
import { verifyEmail } from "../features/auth/api/auth-api";

/**
 * Where the e-mailed verification link leads. It verifies only on the click: a mail scanner that opens every
 * link must not prove an address for whoever typed it in. No session needed: the token is the proof.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const confirm = useMutation({ mutationFn: verifyEmail });
  return (
    <div className="auth-card">
      <title>Confirm your e-mail address · Taskmind</title>
      <h1>Confirm your e-mail address</h1>
      {confirm.isSuccess ? (
        <>
          <p role="status">Your address is confirmed: reminders now come by e-mail too.</p>
          <Link to="/settings" className="button button-primary">
            Open Settings
          </Link>
        </>
      ) : token ? (
        <>
          <p className="muted">
            Confirm that Taskmind may send the reminders of your account to the address this link was sent to.
          </p>
          <button
            type="button"
            className="button button-primary"
            aria-disabled={confirm.isPending}
            onClick={() => confirm.isPending || confirm.mutate(token)}
          >
            {confirm.isPending ? "Confirming…" : "Confirm my address"}
          </button>
          {confirm.error && (
            <FormError>
              <p>{confirm.error.message}</p>
              <Link to="/settings">Open Settings</Link>
            </FormError>
          )}
        </>
      ) : (
        <FormError>
          <p>{EMAIL_VERIFICATION_MESSAGES.linkInvalid}</p>
          <Link to="/settings">Open Settings</Link>
        </FormError>
      )}
    </div>
  );
}
