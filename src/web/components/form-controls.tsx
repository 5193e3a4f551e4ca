import type { ReactNode } from "react";

/** The submit button of every form: it says when it is working and ignores clicks meanwhile. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button type="submit" className="button button-primary" aria-disabled={pending}>
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
