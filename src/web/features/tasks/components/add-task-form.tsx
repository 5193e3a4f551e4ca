import { useId } from "react";
import { addTaskFormSchema, sortReminders, TASK_MESSAGES } from "../../../../shared/schemas/task";
import { FieldError, FormError, SubmitButton } from "../../../components/form-controls";
import { useToast } from "../../../components/toast";
import type { BoundForm } from "../../../components/use-form";
import { useForm } from "../../../components/use-form";
import { usePreferences } from "../../../lib/preferences";
import { QuickAddField } from "../../quick-add/quick-add-field";
import { taskFieldsOf } from "../../quick-add/task-fields-of";
import { type QuickAdd, useQuickAdd } from "../../quick-add/use-quick-add";
import { useCreateTask } from "../hooks/use-create-task";
import { EMPTY_TASK_FORM, TASK_ERROR_ALIASES, type TaskFormValues, taskInputOf } from "../task-form-values";
import { TaskFields } from "./task-fields";

const REQUIRED_MESSAGES: readonly string[] = [TASK_MESSAGES.titleRequired, TASK_MESSAGES.descriptionRequired];

export function AddTaskForm() {
  const createTask = useCreateTask();
  const showToast = useToast();
  const { timeZone } = usePreferences();
  const form = useForm({
    schema: addTaskFormSchema,
    initial: EMPTY_TASK_FORM,
    toInput: (values) => withQuickAdd(taskInputOf(values, timeZone), quickAdd),
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
  const quickAdd = useQuickAdd(form.values.title);

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
      <TaskFields
        form={form}
        placeholders={{ title: "Task Title", description: "Task Description" }}
        titleDueHasTime={Boolean(quickAdd.result?.dueAt && !quickAdd.result.allDay)}
        titleField={<TitleField form={form} quickAdd={quickAdd} placeholder="Task Title" />}
      />
      {form.formError && <FormError>{form.formError}</FormError>}
      <div>
        <SubmitButton pending={form.pending} label="Add Task" pendingLabel="Adding…" />
      </div>
    </form>
  );
}

/**
 * What the title says fills the fields the user left as they were: "Call mom friday #family" saves the title
 * "Call mom", due Friday, tagged family, unless a due date or tags were chosen below, which win; "+Work" puts it
 * in that list unless one was chosen.
 */
function withQuickAdd(input: ReturnType<typeof taskInputOf>, quickAdd: QuickAdd) {
  if (!quickAdd.result) return input;
  const understood = taskFieldsOf(quickAdd.result, quickAdd.lists);
  return {
    ...input,
    title: understood.title,
    ...(input.dueAt === null && understood.dueAt ? { dueAt: understood.dueAt, dueAllDay: understood.dueAllDay } : {}),
    priority: input.priority === "none" ? understood.priority : input.priority,
    tags: input.tags.length === 0 ? understood.tags : input.tags,
    recurrence: input.recurrence ?? understood.recurrence ?? null,
    listId: input.listId ?? understood.listId ?? null,
    // Reminders said in the title join those picked; either takes the place of the user's default.
    reminders: understood.reminders
      ? sortReminders([...(input.reminders ?? []), ...understood.reminders])
      : input.reminders,
  };
}

/** The title, with what it says recognised as it is typed; its error (or nothing) under it, as every field. */
function TitleField({
  form,
  quickAdd,
  placeholder,
}: {
  form: BoundForm<TaskFormValues>;
  quickAdd: QuickAdd;
  placeholder: string;
}) {
  const id = useId();
  const error = form.fieldErrors.title;
  return (
    <div className="field">
      <label htmlFor={id}>Title</label>
      <QuickAddField
        id={id}
        name="title"
        placeholder={placeholder}
        value={form.values.title}
        quickAdd={quickAdd}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-note` : undefined}
        onChange={(event) => form.setField("title", event.target.value)}
      />
      {error && <FieldError id={`${id}-note`}>{error}</FieldError>}
    </div>
  );
}
