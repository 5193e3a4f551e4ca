import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useHydrated } from "../lib/use-hydrated";

/**
 * The submit button of every form: it says when it is working and ignores clicks meanwhile. On a prerendered page
 * it is disabled until the script has taken over: the browser's own submit would put the form's fields (a
 * password) in the address.
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className="button button-primary"
      aria-disabled={pending}
      disabled={!hydrated}
      data-hydrating={hydrated ? undefined : ""}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/** A form-level error, announced as soon as it appears. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <div className="form-error" role="alert">
      {children}
    </div>
  );
}

/**
 * What is wrong with one field, under it; the field names it in its `aria-describedby`. The icon is for the eye
 * only (an error never shows by its colour alone): the text is what is announced.
 */
export function FieldError({ id, children, role }: { id: string; children: ReactNode; role?: "alert" }) {
  return (
    <p id={id} className="field-error" role={role}>
      <CircleAlert className="field-error-icon" size={16} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
