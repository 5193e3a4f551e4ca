import type { InputHTMLAttributes } from "react";
import { TextField } from "../../../components/text-field";

interface BoundForm<Name extends string> {
  values: Record<Name, string>;
  fieldErrors: Record<string, string>;
  setField: (name: Name, value: string) => void;
}

type AuthFieldProps<Name extends string> = {
  form: BoundForm<Name>;
  name: Name;
  label: string;
  hint?: string;
  /** A server error filed under another name (e.g. the API's `newPassword`). */
  errorAlias?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name" | "value" | "onChange">;

/** A field of an auth form, bound to its value and its error. */
export function AuthField<Name extends string>({ form, name, errorAlias, ...input }: AuthFieldProps<Name>) {
  return (
    <TextField
      {...input}
      name={name}
      value={form.values[name]}
      onChange={(event) => form.setField(name, event.target.value)}
      error={form.fieldErrors[name] ?? (errorAlias ? form.fieldErrors[errorAlias] : undefined)}
    />
  );
}
