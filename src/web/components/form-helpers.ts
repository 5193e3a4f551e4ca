import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** First message per field, keyed by field name, from a failed zod parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  return errors;
}

/**
 * The errors a form can show under its own inputs. `aliases` puts a message about one of the API's
 * fields under the input it comes from (`dueAt` → `date`; the first message wins); errors about a field
 * the form has no input for are left out, so the caller can tell the user under the form instead. An error about
 * a part of a field (the server's `reminders.1.at`) goes under that field's input.
 */
export function errorsOnInputs(
  errors: FieldErrors,
  inputs: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): FieldErrors {
  const shown: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const name = field.split(".")[0] ?? field;
    const input = aliases[name] ?? name;
    if (inputs.includes(input)) shown[input] ??= message;
  }
  return shown;
}

/** After a failed submit, puts the keyboard on the first field that needs attention. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
