import { Link, useNavigate } from "react-router";
import { signInSchema } from "../../shared/schemas/auth";
import { BackLink } from "../components/back-link";
import { FormError, SubmitButton } from "../components/form-controls";
import { signIn } from "../features/auth/api/auth-api";
import { AuthField } from "../features/auth/components/auth-field";
import { useAuthForm } from "../features/auth/hooks/use-auth-form";

export function SignInPage() {
  const navigate = useNavigate();
  const form = useAuthForm({
    schema: signInSchema,
    initial: { email: "", password: "" },
    submit: signIn,
    onSuccess: () => void navigate("/"),
  });

  return (
    <div className="auth-card">
      <title>Sign in · Taskmind</title>
      <BackLink to="/" />
      <h1>Please enter your details below to sign in.</h1>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
        <AuthField form={form} name="email" label="Email Address" type="email" autoComplete="email" />
        <AuthField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
        <SubmitButton pending={form.pending} label="Sign In" pendingLabel="Signing in…" />
        {form.formError && <FormError>Error Message is: {form.formError}</FormError>}
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
