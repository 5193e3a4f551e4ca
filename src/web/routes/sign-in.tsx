import { Link, useNavigate } from "react-router";
import { signInSchema } from "../../shared/schemas/auth";
import { BackLink } from "../components/back-link";
import { TextField } from "../components/text-field";
import { signIn } from "../features/auth/api/auth-api";
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
        <TextField
          label="Email Address"
          type="email"
          name="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(event) => form.setField("email", event.target.value)}
          error={form.fieldErrors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.setField("password", event.target.value)}
          error={form.fieldErrors.password}
        />
        <button type="submit" className="button button-primary" aria-disabled={form.pending}>
          {form.pending ? "Signing in…" : "Sign In"}
        </button>
        {form.formError && (
          <p className="form-error" role="alert">
            Error Message is: {form.formError}
          </p>
        )}
      </form>
      <p className="auth-card-footer">
        Forgot your password? You can <Link to="/password-reset">reset it here</Link>. New to Taskmind?{" "}
        <Link to="/sign-up">Create an account</Link>.
      </p>
    </div>
  );
}
