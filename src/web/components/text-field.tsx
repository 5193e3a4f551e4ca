import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

interface FieldProps {
  label: string;
  error?: string | undefined;
}

type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
type TextAreaFieldProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

/** A labelled input (or textarea) whose error sits under it and is announced with it. */
export function TextField({ label, error, multiline, ...control }: TextFieldProps | TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const a11y = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...a11y} />
      ) : (
        <input {...(control as InputHTMLAttributes<HTMLInputElement>)} {...a11y} />
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
