import { type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";
import { FieldError } from "./form-controls";

interface FieldProps {
  label: string;
  error?: string | undefined;
  /** Guidance shown under the field until an error takes its place (a placeholder would vanish on typing). */
  hint?: string | undefined;
}

type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
type TextAreaFieldProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

type SelectFieldProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] };

/** The id of a field's control, and what ties its error or hint to it, for screen readers. */
function useFieldNote({ error, hint }: FieldProps) {
  const id = useId();
  const note = error ?? hint;
  const noteId = `${id}-note`;
  const a11y = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": note ? noteId : undefined,
  } as const;
  const noteElement = error ? (
    <FieldError id={noteId}>{error}</FieldError>
  ) : (
    hint && (
      <p id={noteId} className="field-hint">
        {hint}
      </p>
    )
  );
  return { a11y, noteElement };
}

/** A labelled input (or textarea) whose error or hint sits under it and is announced with it. */
export function TextField({ label, error, hint, multiline, ...control }: TextFieldProps | TextAreaFieldProps) {
  const { a11y, noteElement } = useFieldNote({ label, error, hint });
  return (
    <div className="field">
      <label htmlFor={a11y.id}>{label}</label>
      {multiline ? (
        <textarea {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...a11y} />
      ) : (
        <input {...(control as InputHTMLAttributes<HTMLInputElement>)} {...a11y} />
      )}
      {noteElement}
    </div>
  );
}

/** A labelled select of fixed `options`, its error or hint under it as for a text field. */
export function SelectField({ label, error, hint, options, ...control }: SelectFieldProps) {
  const { a11y, noteElement } = useFieldNote({ label, error, hint });
  return (
    <div className="field">
      <label htmlFor={a11y.id}>{label}</label>
      <select {...control} {...a11y}>
        {options.map(({ value, label: optionLabel }) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
      </select>
      {noteElement}
    </div>
  );
}
