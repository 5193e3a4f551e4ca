import { useState } from "react";
import { deleteAccountSchema } from "../../../../shared/schemas/auth";
import { Dialog } from "../../../components/dialog";
import { FormError } from "../../../components/form-controls";
import { FormField } from "../../../components/form-field";
import { useForm } from "../../../components/use-form";
import { useAfterSignOut } from "../../auth/hooks/use-log-out";
import { deleteAccount } from "../api/account-api";

/** Deleting the account, behind a dialog that asks for the password: there is no way back. */
export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="form">
      <p>Deleting your account removes all your tasks and signs you out on every device. This cannot be undone.</p>
      <div>
        <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
          Delete my account…
        </button>
      </div>
      {confirming && <ConfirmDeletion onClose={() => setConfirming(false)} />}
    </div>
  );
}

function ConfirmDeletion({ onClose }: { onClose: () => void }) {
  const afterSignOut = useAfterSignOut();
  const form = useForm({
    schema: deleteAccountSchema,
    initial: { password: "" },
    submit: ({ password }) => deleteAccount(password),
    onSuccess: afterSignOut,
    failureMessage: (error) => `Your account was not deleted. ${error.message}`,
  });

  return (
    <Dialog title="Delete your account?" onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
        <p>All your tasks go with it, on every device. Enter your password to confirm.</p>
        <FormField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
        {form.formError && <FormError>{form.formError}</FormError>}
        <div className="dialog-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-danger" aria-disabled={form.pending}>
            {form.pending ? "Deleting…" : "Delete my account"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
