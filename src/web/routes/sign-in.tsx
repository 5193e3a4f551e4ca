import { Link, useNavigate } from "react-router";
import { BackLink } from "../components/back-link";
import { FormError, SubmitButton } from "../components/form-controls";
import { FormField } from "../components/form-field";
import { useForm } from "../components/use-form";
import { signIn } from "../features/auth/api/auth-api";
import { loadSignInSchema } from "../features/auth/api/auth-schemas";
import { useAnnounceAuthChange } from "../features/auth/hooks/auth-sync";

export function SignInPage() {
  const navigate = useNavigate();
  const announceAuthChange = useAnnounceAuthChange();
  const form = useForm({
    schema: loadSignInSchema,
    initial: { email: "", password: "" },
    submit: signIn,
    onSuccess: async () => {
      await announceAuthChange();
      await navigate("/");
    },
    failureMessage: (error) => `Error Message is: ${error.message}`,
    clearFormErrorOnInput: true,
  });

  return (
    <div className="auth-card">
      <title>Sign in · Taskmind</title>
      <BackLink to="/" />
      <h1>Please enter your details below to sign in.</h1>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
        <FormField form={form} name="email" label="Email Address" type="email" autoComplete="email" />
        <FormField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
        <SubmitButton pending={form.pending} label="Sign In" pendingLabel="Signing in…" />
        {form.formError && <FormError>{form.formError}</FormError>}
      </form>
      <div className="auth-card-footer">
        <p>
          Forgot your password? You can <Link to="/password-reset">reset it here</Link>.
        </p>
        <p>
          New to Taskmind? <Link to="/sign-up">Create an account</Link>.
        </p>
      </div>
    </div>
  );
}
