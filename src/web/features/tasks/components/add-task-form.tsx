import { addTaskFormSchema, TASK_MESSAGES } from "../../../../shared/schemas/task";
import { FormError, SubmitButton } from "../../../components/form-controls";
import { useToast } from "../../../components/toast";
import { useForm } from "../../../components/use-form";
import { usePreferences } from "../../../lib/preferences";
import { useCreateTask } from "../hooks/use-create-task";
import { EMPTY_TASK_FORM, TASK_ERROR_ALIASES, taskInputOf } from "../task-form-values";
import { TaskFields } from "./task-fields";

const REQUIRED_MESSAGES: readonly string[] = [TASK_MESSAGES.titleRequired, TASK_MESSAGES.descriptionRequired];

export function AddTaskForm() {
  const createTask = useCreateTask();
  const showToast = useToast();
  const { timeZone } = usePreferences();
  const form = useForm({
    schema: addTaskFormSchema,
    initial: EMPTY_TASK_FORM,
    toInput: (values) => taskInputOf(values, timeZone),
    submit: createTask.mutateAsync,
    onSuccess: () => {
      form.reset();
      showToast("Task added.");
    },
    errorAliases: TASK_ERROR_ALIASES,
    summarize: (errors) =>
      Object.values(errors).some((message) => REQUIRED_MESSAGES.includes(message))
        ? TASK_MESSAGES.allRequired
        : undefined,
    failureMessage: (error) => `Your task was not saved: ${error.message}`,
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
      <TaskFields form={form} placeholders={{ title: "Task Title", description: "Task Description" }} />
      {form.formError && <FormError>{form.formError}</FormError>}
      <div>
        <SubmitButton pending={form.pending} label="Add Task" pendingLabel="Adding…" />
      </div>
    </form>
  );
}
