import { lazy, Suspense } from "react";
import { Link, useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH } from "../../shared/limits";
import { BackLink } from "../components/back-link";
import { FormError, SubmitButton } from "../components/form-controls";
import { FormField } from "../components/form-field";
import { useForm } from "../components/use-form";
import { signUp } from "../features/auth/api/auth-api";
import { loadSignUpSchema } from "../features/auth/api/auth-schemas";
import { useAnnounceAuthChange } from "../features/auth/hooks/auth-sync";

/** Fetched after the first paint: the query machinery it needs is no part of a public page's first bytes. */
const SignupsClosed = lazy(() =>
  import("../features/admin/components/signups-closed").then((module) => ({ default: module.SignupsClosed })),
);

export function SignUpPage() {
  const navigate = useNavigate();
  const announceAuthChange = useAnnounceAuthChange();
  const form = useForm({
    schema: loadSignUpSchema,
    initial: { email: "", password: "" },
    submit: signUp,
    onSuccess: async () => {
      await announceAuthChange();
      await navigate("/");
    },
    clearFormErrorOnInput: true,
  });

  return (
    <>
      <Suspense fallback={null}>
        <SignupsClosed />
      </Suspense>
      <div className="auth-card">
        <title>Sign up · Taskmind</title>
        <BackLink to="/" />
        <h1>Please enter your details below to create your account.</h1>
        <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
          <FormField form={form} name="email" label="Email" type="email" autoComplete="email" />
          <FormField
            form={form}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
          <SubmitButton pending={form.pending} label="Sign Up" pendingLabel="Creating your account…" />
          {form.formError && <FormError>{form.formError}</FormError>}
        </form>
        <p className="auth-card-footer">
          Already have an account? <Link to="/sign-in">Sign in</Link>.
        </p>
      </div>
    </>
  );
}
