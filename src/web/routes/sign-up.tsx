import { Link, useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH } from "../../shared/limits";
import { signUpSchema } from "../../shared/schemas/auth";
import { BackLink } from "../components/back-link";
import { TextField } from "../components/text-field";
import { signUp } from "../features/auth/api/auth-api";
import { useAuthForm } from "../features/auth/hooks/use-auth-form";

export function SignUpPage() {
  const navigate = useNavigate();
  const form = useAuthForm({
    schema: signUpSchema,
    initial: { email: "", password: "" },
    submit: signUp,
    onSuccess: () => void navigate("/"),
  });

  return (
    <div className="auth-card">
      <title>Sign up · Taskmind</title>
      <BackLink to="/" />
      <h1>Please enter your details below to create your account.</h1>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
        <TextField
          label="Email"
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
          autoComplete="new-password"
          placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
          value={form.values.password}
          onChange={(event) => form.setField("password", event.target.value)}
          error={form.fieldErrors.password}
        />
        <button type="submit" className="button button-primary" aria-disabled={form.pending}>
          {form.pending ? "Creating your account…" : "Sign Up"}
        </button>
        {form.formError && (
          <p className="form-error" role="alert">
            {form.formError}
          </p>
        )}
      </form>
      <p className="auth-card-footer">
        Already have an account? <Link to="/sign-in">Sign in</Link>.
      </p>
    </div>
  );
}
