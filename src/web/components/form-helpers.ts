import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** First message per field, keyed by field name, from a failed zod parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  return errors;
}

/** After a failed submit, puts the keyboard on the first field that needs attention. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
