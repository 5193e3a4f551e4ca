import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { changePasswordSchema } from "../../../../shared/schemas/auth";
import { FormError, SubmitButton } from "../../../components/form-controls";
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from "../../../components/form-helpers";
import { TextField } from "../../../components/text-field";
import { useToast } from "../../../components/toast";
import { ApiError } from "../../../lib/api-client";
import { changePassword } from "../api/account-api";

const EMPTY = { currentPassword: "", newPassword: "" };

/** A new password, confirmed by the current one; every other device is signed out. */
export function ChangePasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const showToast = useToast();
  const queryClient = useQueryClient();

  const showErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    focusFirstInvalid(formRef.current);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return showErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    setFormError(undefined);
    setPending(true);
    try {
      await changePassword(parsed.data);
      setValues(EMPTY);
      showToast("Password changed. Your other devices were signed out.");
      await queryClient.invalidateQueries({ queryKey: ["me"] });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
      else setFormError(`Your password was not changed. ${(error as Error).message}`);
    } finally {
      setPending(false);
    }
  };

  const setField = (name: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(event) => setField("currentPassword", event.target.value)}
        error={errors.currentPassword}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(event) => setField("newPassword", event.target.value)}
        error={errors.newPassword}
      />
      {formError && <FormError>{formError}</FormError>}
      <div>
        <SubmitButton pending={pending} label="Change password" pendingLabel="Changing…" />
      </div>
    </form>
  );
}
