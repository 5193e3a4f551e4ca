import { useQueryClient } from "@tanstack/react-query";
import { changePasswordSchema } from "../../../../shared/schemas/auth";
import { FormError, SubmitButton } from "../../../components/form-controls";
import { FormField } from "../../../components/form-field";
import { useToast } from "../../../components/toast";
import { useForm } from "../../../components/use-form";
import { changePassword } from "../api/account-api";
import { accountKeys } from "../api/account-queries";

/** A new password, confirmed by the current one; every other device is signed out. */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const showToast = useToast();
  const queryClient = useQueryClient();
  const form = useForm({
    schema: changePasswordSchema,
    initial: { currentPassword: "", newPassword: "" },
    submit: changePassword,
    onSuccess: async () => {
      form.reset();
      showToast("Password changed. Your other devices were signed out.");
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions(userId) });
    },
    failureMessage: (error) => `Your password was not changed. ${error.message}`,
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
      <FormField
        form={form}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <FormField form={form} name="newPassword" label="New password" type="password" autoComplete="new-password" />
      {form.formError && <FormError>{form.formError}</FormError>}
      <div>
        <SubmitButton pending={form.pending} label="Change password" pendingLabel="Changing…" />
      </div>
    </form>
  );
}
