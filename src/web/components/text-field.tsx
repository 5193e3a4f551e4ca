import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

interface FieldProps {
  label: string;
  error?: string | undefined;
  /** Guidance shown under the field until an error takes its place (a placeholder would vanish on typing). */
  hint?: string | undefined;
}

type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
type TextAreaFieldProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

/** A labelled input (or textarea) whose error or hint sits under it and is announced with it. */
export function TextField({ label, error, hint, multiline, ...control }: TextFieldProps | TextAreaFieldProps) {
  const id = useId();
  const note = error ?? hint;
  const noteId = `${id}-note`;
  const a11y = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": note ? noteId : undefined,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...a11y} />
      ) : (
        <input {...(control as InputHTMLAttributes<HTMLInputElement>)} {...a11y} />
      )}
      {note && (
        <p id={noteId} className={error ? "field-error" : "field-hint"}>
          {note}
        </p>
      )}
    </div>
  );
}
