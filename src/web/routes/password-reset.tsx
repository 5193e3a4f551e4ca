import { Link, useSearchParams } from "react-router";
import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_LINK_TTL_SECONDS } from "../../shared/limits";
import { AUTH_MESSAGES } from "../../shared/schemas/auth-messages";
import { BackLink } from "../components/back-link";
import { FormError, SubmitButton } from "../components/form-controls";
import { FormField } from "../components/form-field";
import { useForm } from "../components/use-form";
import { requestPasswordReset, resetPassword } from "../features/auth/api/auth-api";
import { loadRequestPasswordResetSchema, loadResetPasswordSchema } from "../features/auth/api/auth-schemas";
import { useAnnounceAuthChange } from "../features/auth/hooks/auth-sync";

/** Without a token: ask for a link. With the token from the e-mailed link: choose a new password. */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <div className="auth-card">
      <title>Reset your password · Taskmind</title>
      <BackLink to="/sign-in" />
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
    </div>
  );
}

function RequestLinkForm() {
  const form = useForm({
    schema: loadRequestPasswordResetSchema,
    initial: { email: "" },
    submit: ({ email }) => requestPasswordReset(email),
    clearFormErrorOnInput: true,
  });
  if (form.done) {
    return (
      <>
        <h1>Check your inbox</h1>
        <p role="status">{AUTH_MESSAGES.resetRequested}</p>
        <p className="auth-card-footer">
          The link works once, for {PASSWORD_RESET_LINK_TTL_SECONDS / 60} minutes.{" "}
          <Link to="/sign-in">Back to sign in</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Reset your password</h1>
      <p className="muted">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
        <FormField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <SubmitButton pending={form.pending} label="Send reset link" pendingLabel="Sending…" />
        {form.formError && <FormError>{form.formError}</FormError>}
      </form>
    </>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const announceAuthChange = useAnnounceAuthChange();
  const form = useForm({
    schema: loadResetPasswordSchema,
    initial: { password: "" },
    submit: ({ password }) => resetPassword(token, password),
    // A reset ends every session of the account, so every open tab checks its own again.
    onSuccess: announceAuthChange,
    // The API calls the new password `newPassword`.
    errorAliases: { newPassword: "password" },
    clearFormErrorOnInput: true,
  });
  if (form.done) {
    return (
      <>
        <h1>Password changed</h1>
        <p role="status">Your password has been changed. You can now sign in.</p>
        <Link to="/sign-in" className="button button-primary">
          Sign in
        </Link>
      </>
    );
  }
  return (
    <>
      <h1>Choose a new password</h1>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
        <FormField
          form={form}
          name="password"
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton pending={form.pending} label="Change password" pendingLabel="Saving…" />
        {form.formError && (
          <FormError>
            <p>{form.formError}</p>
            <Link to="/password-reset">Ask for a new link</Link>
          </FormError>
        )}
      </form>
    </>
  );
}
