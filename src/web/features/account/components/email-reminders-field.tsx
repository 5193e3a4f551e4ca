import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import type { User } from "../../../../shared/schemas/user";
import { useToast } from "../../../components/toast";
import { resendEmailVerification } from "../api/account-api";

/**
 * "Also send reminders by e-mail", and what it needs: reminders are e-mailed only to an address its owner
 * proved by opening the link the server sends when this is turned on (decision 018).
 */
export function EmailRemindersField({ user, onChange }: { user: User; onChange: (on: boolean) => void }) {
  const hintId = useId();
  const showToast = useToast();
  const resend = useMutation({
    mutationFn: resendEmailVerification,
    onSuccess: ({ sentTo }) => showToast(`We sent a new link to ${sentTo}.`),
  });
  const on = user.preferences.emailReminders;
  const waiting = on && !user.emailVerified;
  return (
    <div className="email-reminders">
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={on}
          aria-describedby={on ? hintId : undefined}
          onChange={({ target }) => onChange(target.checked)}
        />
        Also send reminders by e-mail
      </label>
      {waiting ? (
        <div id={hintId} className="notice email-reminders-notice" role="status">
          <p>
            We sent a link to <strong>{user.email}</strong> — open it to get reminders by e-mail.
          </p>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={resend.isPending}
            onClick={() => resend.isPending || resend.mutate()}
          >
            {resend.isPending ? "Sending…" : "Send the link again"}
          </button>
          {resend.error && (
            <p className="form-error" role="alert">
              {resend.error.message}
            </p>
          )}
        </div>
      ) : (
        on && (
          <p id={hintId} className="field-hint">
            Reminders are e-mailed to {user.email}.
          </p>
        )
      )}
    </div>
  );
}
