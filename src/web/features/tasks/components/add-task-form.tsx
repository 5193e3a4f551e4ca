import { type FormEvent, useRef, useState } from "react";
import { addTaskFormSchema, TASK_MESSAGES } from "../../../../shared/schemas/task";
import { FormError, SubmitButton } from "../../../components/form-controls";
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from "../../../components/form-helpers";
import { useToast } from "../../../components/toast";
import { ApiError } from "../../../lib/api-client";
import { usePreferences } from "../../../lib/preferences";
import { useCreateTask } from "../hooks/use-create-task";
import { EMPTY_TASK_FORM, formErrorsOf, type TaskFormValues, taskInputOf, withField } from "../task-form-values";
import { TaskFields } from "./task-fields";

const REQUIRED_MESSAGES: readonly string[] = [TASK_MESSAGES.titleRequired, TASK_MESSAGES.descriptionRequired];

export function AddTaskForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY_TASK_FORM);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const createTask = useCreateTask();
  const showToast = useToast();
  const { timeZone } = usePreferences();

  const showErrors = (errors: FieldErrors) => {
    setFieldErrors(formErrorsOf(errors));
    const missing = Object.values(errors).some((message) => REQUIRED_MESSAGES.includes(message));
    setFormError(missing ? TASK_MESSAGES.allRequired : undefined);
    focusFirstInvalid(formRef.current);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createTask.isPending) return;
    const parsed = addTaskFormSchema.safeParse(taskInputOf(values, timeZone));
    if (!parsed.success) return showErrors(fieldErrorsOf(parsed.error));
    setFieldErrors({});
    setFormError(undefined);
    createTask.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY_TASK_FORM);
        showToast("Task added.");
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
        else setFormError(`Your task was not saved: ${error.message}`);
      },
    });
  };

  const setField = (name: keyof TaskFormValues, value: string) => {
    setValues((current) => withField(current, name, value));
    setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <TaskFields
        values={values}
        errors={fieldErrors}
        onChange={setField}
        placeholders={{ title: "Task Title", description: "Task Description" }}
      />
      {formError && <FormError>{formError}</FormError>}
      <div>
        <SubmitButton pending={createTask.isPending} label="Add Task" pendingLabel="Adding…" />
      </div>
    </form>
  );
}
