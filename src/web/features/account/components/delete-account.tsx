import { type FormEvent, useState } from "react";
import { deleteAccountSchema } from "../../../../shared/schemas/auth";
import { Dialog } from "../../../components/dialog";
import { FormError } from "../../../components/form-controls";
import { fieldErrorsOf } from "../../../components/form-helpers";
import { TextField } from "../../../components/text-field";
import { ApiError } from "../../../lib/api-client";
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
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const afterSignOut = useAfterSignOut();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) return setFieldError(fieldErrorsOf(parsed.error).password);
    setPending(true);
    setFormError(undefined);
    try {
      await deleteAccount(parsed.data.password);
      await afterSignOut();
    } catch (error) {
      const message = error instanceof ApiError ? error.fields.password : undefined;
      if (message) setFieldError(message);
      else setFormError(`Your account was not deleted. ${(error as Error).message}`);
      setPending(false);
    }
  };

  return (
    <Dialog title="Delete your account?" onClose={onClose}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <p>All your tasks go with it, on every device. Enter your password to confirm.</p>
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setFieldError(undefined);
          }}
          error={fieldError}
        />
        {formError && <FormError>{formError}</FormError>}
        <div className="dialog-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-danger" aria-disabled={pending}>
            {pending ? "Deleting…" : "Delete my account"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
