import { type User, updateMeSchema } from "../../../../shared/schemas/user";
import { FormError, SubmitButton } from "../../../components/form-controls";
import { FormField } from "../../../components/form-field";
import { useToast } from "../../../components/toast";
import { useForm } from "../../../components/use-form";
import { useUpdateMe } from "../hooks/use-me";
import "./account.css";

/** The name the app greets the user by; the e-mail is shown, not changed here. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateMe(user.id);
  const showToast = useToast();
  const form = useForm({
    schema: updateMeSchema,
    initial: { displayName: user.displayName },
    submit: update.mutateAsync,
    onSuccess: () => showToast("Profile saved."),
    failureMessage: (error) => `Your profile was not saved. ${error.message}`,
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
      <FormField
        form={form}
        name="displayName"
        label="Display name"
        autoComplete="nickname"
        hint="Shown in the navigation and used to greet you."
      />
      <div className="field">
        <span className="field-label">Email</span>
        <span>{user.email}</span>
      </div>
      {form.formError && <FormError>{form.formError}</FormError>}
      <div>
        <SubmitButton pending={form.pending} label="Save profile" pendingLabel="Saving…" />
      </div>
    </form>
  );
}
