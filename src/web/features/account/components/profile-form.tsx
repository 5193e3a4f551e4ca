import { type FormEvent, useState } from "react";
import { type User, updateMeSchema } from "../../../../shared/schemas/user";
import { FormError, SubmitButton } from "../../../components/form-controls";
import { fieldErrorsOf } from "../../../components/form-helpers";
import { TextField } from "../../../components/text-field";
import { useToast } from "../../../components/toast";
import { useUpdateMe } from "../hooks/use-me";
import "./account.css";

/** The name the app greets the user by; the e-mail is shown, not changed here. */
export function ProfileForm({ user }: { user: User }) {
  const [displayName, setDisplayName] = useState(user.displayName);
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const update = useUpdateMe(user.id);
  const showToast = useToast();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = updateMeSchema.safeParse({ displayName });
    if (!parsed.success) return setFieldError(fieldErrorsOf(parsed.error).displayName);
    setFieldError(undefined);
    setFormError(undefined);
    update.mutate(parsed.data, {
      onSuccess: () => showToast("Profile saved."),
      onError: (failure) => setFormError(`Your profile was not saved. ${failure.message}`),
    });
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label="Display name"
        name="displayName"
        autoComplete="nickname"
        value={displayName}
        hint="Shown in the navigation and used to greet you."
        onChange={(event) => {
          setDisplayName(event.target.value);
          setFieldError(undefined);
        }}
        error={fieldError}
      />
      <div className="field">
        <span className="field-label">E-mail</span>
        <span>{user.email}</span>
      </div>
      {formError && <FormError>{formError}</FormError>}
      <div>
        <SubmitButton pending={update.isPending} label="Save profile" pendingLabel="Saving…" />
      </div>
    </form>
  );
}
