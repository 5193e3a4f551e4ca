import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { ApiError } from "../lib/api-client";
import { errorsOnInputs, type FieldErrors, fieldErrorsOf, focusFirstInvalid } from "./form-helpers";

/** What a form holds: the text of each of its inputs (a select's value too). */
export type FormValues = Record<string, string>;

export interface FormOptions<Values extends FormValues, Schema extends z.ZodType, Result> {
  /**
   * The shared schema the server checks with too: nothing is sent until the form passes it. Or a function that
   * loads it: a public page's form fetches it as the page is up, so the page's first script has no zod.
   */
  schema: Schema | (() => Promise<Schema>);
  initial: Values;
  /** The API's fields made from the inputs, when they are not the same (by default the values are sent as they are). */
  toInput?: (values: Values) => z.input<Schema>;
  submit: (input: z.output<Schema>) => Promise<Result>;
  /** Runs before the form stops saying it is busy, so a form that leaves the page stays busy until it has. */
  onSuccess?: (result: Result) => unknown;
  /** The input an API field's error belongs under, when their names differ (`dueAt` → `date`). */
  errorAliases?: Readonly<Record<string, keyof Values & string>>;
  /** A line under the form that goes with the field errors (the add-task screen's "All fields are required."). */
  summarize?: (fieldErrors: FieldErrors) => string | undefined;
  /** How a failure that concerns no input is put under the form; by default, the error's own message. */
  failureMessage?: (error: Error) => string;
  /** A failure this form shows in its own way (a conflicting edit); returns whether it did. */
  handleFailure?: (error: Error) => boolean;
  /** Whether typing also clears the message under the form (the sign-in spec's rule), not only the field's own. */
  clearFormErrorOnInput?: boolean;
}

/** What a field needs of its form to show and change its value and show its error. */
export interface BoundForm<Values extends FormValues> {
  values: Values;
  fieldErrors: FieldErrors;
  setField: <Name extends keyof Values>(name: Name, value: Values[Name]) => void;
}

/**
 * The one mechanism of every form: its values, the shared schema checked before sending, the server's
 * field errors put under their inputs and anything else under the form, focus moved to the first input
 * that needs attention, and a submit that says it is busy and cannot run twice at once.
 */
export function useForm<Values extends FormValues, Schema extends z.ZodType, Result>(
  options: FormOptions<Values, Schema, Result>,
) {
  const {
    schema,
    initial,
    toInput,
    submit,
    onSuccess,
    errorAliases,
    summarize,
    failureMessage = (error: Error) => error.message,
    handleFailure,
    clearFormErrorOnInput = false,
  } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  /** What the inputs held when the form was (re)started: any other value is an edit not saved yet. */
  const [baseline, setBaseline] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const loadedSchema = useLoadedSchema(schema);
  const waitingForSchema = useRef(false);

  /** Errors about the form's inputs go under them; when none is about an input, `otherwise` goes under the form. */
  const showErrors = (errors: FieldErrors, otherwise: string) => {
    const shown = errorsOnInputs(errors, Object.keys(values), errorAliases);
    if (Object.keys(shown).length === 0) {
      setFieldErrors({});
      setFormError(otherwise);
      return;
    }
    setFieldErrors(shown);
    setFormError(summarize?.(shown));
    focusFirstInvalid(formRef.current);
  };

  const mutation = useMutation({
    mutationFn: submit,
    onSuccess: (result) => onSuccess?.(result),
    onError: (error) => {
      if (handleFailure?.(error)) return;
      showErrors(error instanceof ApiError ? error.fields : {}, failureMessage(error));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(undefined);
    const readySchema = loadedSchema.loaded.current;
    if (readySchema) {
      check(readySchema);
      return;
    }
    // Still on its way (a quick submit on a slow network): checked once it is here, and sent once only.
    if (waitingForSchema.current) return;
    waitingForSchema.current = true;
    loadedSchema
      .load()
      .then(check, (error: Error) => setFormError(failureMessage(error)))
      .finally(() => {
        waitingForSchema.current = false;
      });
  };

  const check = (readySchema: Schema) => {
    const parsed = readySchema.safeParse(toInput ? toInput(values) : values);
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error), parsed.error.issues[0]?.message ?? "");
      return;
    }
    setFieldErrors({});
    mutation.mutate(parsed.data);
  };

  const setField = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name as string]: _cleared, ...rest }) => rest);
    if (clearFormErrorOnInput) setFormError(undefined);
  };

  /** Starts over from `to` (by default the initial values), with no error shown. */
  const reset = (to: Values = initial) => {
    setBaseline(to);
    setValues(to);
    setFieldErrors({});
    setFormError(undefined);
  };

  return {
    formRef,
    values,
    setField,
    fieldErrors,
    formError,
    onSubmit,
    reset,
    /** Whether an input differs from where the form started (a dialog asks before throwing such edits away). */
    dirty: Object.keys(values).some((name) => values[name] !== baseline[name]),
    pending: mutation.isPending,
    done: mutation.isSuccess,
  };
}

/**
 * The form's schema: as given, or loaded as the form mounts (so it is there by the time the form is sent).
 * `load` waits for it, loading it again if that failed (the network came back).
 */
function useLoadedSchema<Schema extends z.ZodType>(schema: Schema | (() => Promise<Schema>)) {
  const loaded = useRef(typeof schema === "function" ? undefined : schema);
  const loading = useRef<Promise<Schema>>(undefined);
  const load = useCallback(() => {
    if (typeof schema !== "function") return Promise.resolve(schema);
    loading.current ??= schema().then(
      (module) => (loaded.current = module),
      (error: unknown) => {
        loading.current = undefined;
        throw error;
      },
    );
    return loading.current;
  }, [schema]);
  useEffect(() => {
    load().catch(() => {}); // a failure shows when the form is sent, which loads it again
  }, [load]);
  return { loaded, load };
}
