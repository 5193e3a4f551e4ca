import { TextField } from "./text-field";
import type { BoundForm, FormValues } from "./use-form";

/** The inputs of a form that take any text (a select of fixed choices is not one). */
type TextInputName<Values extends FormValues> = {
  [Name in keyof Values]: string extends Values[Name] ? Name : never;
}[keyof Values] &
  string;

interface FormFieldProps<Values extends FormValues, Name extends TextInputName<Values>> {
  form: BoundForm<Values>;
  name: Name;
  label: string;
  hint?: string | undefined;
  type?: "email" | "password" | "date" | "time";
  autoComplete?: string;
  placeholder?: string | undefined;
  disabled?: boolean;
  /** A textarea rather than a one-line input. */
  multiline?: boolean;
}

/** An input of a `useForm` form, bound to its value and its error. */
export function FormField<Values extends FormValues, Name extends TextInputName<Values>>({
  form,
  name,
  multiline,
  type,
  ...field
}: FormFieldProps<Values, Name>) {
  const bound = { ...field, name, value: form.values[name], error: form.fieldErrors[name] };
  const change = (value: string) => form.setField(name, value as Values[Name]);
  return multiline ? (
    <TextField multiline {...bound} onChange={(event) => change(event.target.value)} />
  ) : (
    <TextField {...bound} type={type} onChange={(event) => change(event.target.value)} />
  );
}
