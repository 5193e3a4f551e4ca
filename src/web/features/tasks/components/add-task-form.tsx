import { type FormEvent, useRef, useState } from "react";
import { createTaskSchema, TASK_MESSAGES } from "../../../../shared/schemas/task";
import { FormError, SubmitButton } from "../../../components/form-controls";
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from "../../../components/form-helpers";
import { TextField } from "../../../components/text-field";
import { useToast } from "../../../components/toast";
import { ApiError } from "../../../lib/api-client";
import { useCreateTask } from "../hooks/use-tasks";

const EMPTY = { title: "", description: "" };
const REQUIRED_MESSAGES: readonly string[] = [TASK_MESSAGES.titleRequired, TASK_MESSAGES.descriptionRequired];

export function AddTaskForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const createTask = useCreateTask();
  const showToast = useToast();

  const showErrors = (errors: FieldErrors) => {
    setFieldErrors(errors);
    const missing = Object.values(errors).some((message) => REQUIRED_MESSAGES.includes(message));
    setFormError(missing ? TASK_MESSAGES.allRequired : undefined);
    focusFirstInvalid(formRef.current);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createTask.isPending) return;
    const parsed = createTaskSchema.safeParse(values);
    if (!parsed.success) return showErrors(fieldErrorsOf(parsed.error));
    setFieldErrors({});
    setFormError(undefined);
    createTask.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        showToast("Task added.");
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
        else setFormError(`Your task was not saved: ${error.message}`);
      },
    });
  };

  const setField = (name: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label="Title"
        name="title"
        placeholder="Task Title"
        value={values.title}
        onChange={(event) => setField("title", event.target.value)}
        error={fieldErrors.title}
      />
      <TextField
        multiline
        label="Description"
        name="description"
        placeholder="Task Description"
        value={values.description}
        onChange={(event) => setField("description", event.target.value)}
        error={fieldErrors.description}
      />
      {formError && <FormError>{formError}</FormError>}
      <div>
        <SubmitButton pending={createTask.isPending} label="Add Task" pendingLabel="Adding…" />
      </div>
    </form>
  );
}
