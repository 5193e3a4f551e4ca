import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from "../../../components/form-helpers";
import { ApiError } from "../../../lib/api-client";
import { announceAuthChange } from "./auth-sync";

type FormValues<Schema extends z.ZodType> = Record<keyof z.input<Schema> & string, string>;

interface AuthFormOptions<Schema extends z.ZodType> {
  schema: Schema;
  initial: FormValues<Schema>;
  submit: (values: z.output<Schema>) => Promise<unknown>;
  onSuccess: () => void;
  /** Whether success changes who is signed in (so every tab must hear of it). */
  changesSession?: boolean;
}

/**
 * State of the auth forms: values, per-field errors from the shared schema or the server,
 * one form-level error, and a submit that cannot run twice at once.
 */
export function useAuthForm<Schema extends z.ZodType>(options: AuthFormOptions<Schema>) {
  const { schema, initial, submit, onSuccess, changesSession = true } = options;
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues<Schema>>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  const mutation = useMutation({
    mutationFn: submit,
    onSuccess: async () => {
      if (changesSession) await announceAuthChange(queryClient);
      onSuccess();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      if (Object.keys(fields).length > 0) {
        setFieldErrors(fields);
        focusFirstInvalid(formRef.current);
      } else {
        setFormError(error.message);
      }
    },
  });

  const setField = (name: keyof FormValues<Schema>, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
    setFormError(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(undefined);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setFieldErrors({});
    mutation.mutate(parsed.data);
  };

  return {
    formRef,
    values,
    setField,
    fieldErrors,
    formError,
    onSubmit,
    pending: mutation.isPending,
    done: mutation.isSuccess,
  };
}
