import { useId, useRef } from "react";
import { addTaskFormSchema, TASK_MESSAGES } from "../../../../shared/schemas/task";
import { FieldError, FormError, SubmitButton } from "../../../components/form-controls";
import { useToast } from "../../../components/toast";
import type { BoundForm } from "../../../components/use-form";
import { useForm } from "../../../components/use-form";
import { usePreferences } from "../../../lib/preferences";
import { QuickAddField } from "../../quick-add/components/quick-add-field";
import { type QuickAdd, useQuickAdd } from "../../quick-add/hooks/use-quick-add";
import { useCreateTask } from "../hooks/use-create-task";
import { EMPTY_TASK_FORM, TASK_ERROR_ALIASES, type TaskFormValues, taskInputOf } from "../lib/task-form-values";
import {
  fieldsOfKind,
  TITLE_FIELD_KINDS,
  type TitleFieldKind,
  titleFieldValues,
  titleKindOfField,
  titleKindOfItem,
} from "../lib/title-fields";
import { TaskFields } from "./task-fields";

const REQUIRED_MESSAGES: readonly string[] = [TASK_MESSAGES.titleRequired, TASK_MESSAGES.descriptionRequired];

export function AddTaskForm() {
  const createTask = useCreateTask();
  const showToast = useToast();
  const { timeZone } = usePreferences();
  // The kinds of field the user changed by hand: the title no longer fills them. A ref, not state, as two
  // changes can come in one event (a quick date sets the day and clears the time) and each changes the form.
  const setByHand = useRef(new Set<TitleFieldKind>());
  const form = useForm({
    schema: addTaskFormSchema,
    initial: EMPTY_TASK_FORM,
    // The words read out of the title are in the fields now: it is saved without them.
    toInput: (values) => ({
      ...taskInputOf(shownValues(values), timeZone),
      title: quickAdd.result?.title ?? values.title,
    }),
    submit: createTask.mutateAsync,
    onSuccess: () => {
      setByHand.current.clear();
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
  const fromTitle = titleFieldValues(quickAdd.result, quickAdd.lists, timeZone);

  /** The fields as shown: those not changed by hand as the title says, so there is one value of each on screen. */
  function shownValues(values: TaskFormValues): TaskFormValues {
    const filled = TITLE_FIELD_KINDS.filter((kind) => !setByHand.current.has(kind)).flatMap(fieldsOfKind);
    return { ...values, ...Object.fromEntries(filled.map((field) => [field, fromTitle[field]])) };
  }

  const fields: BoundForm<TaskFormValues> = {
    values: shownValues(form.values),
    fieldErrors: form.fieldErrors,
    setField: (name, value) => {
      const kind = titleKindOfField(name);
      if (kind && !setByHand.current.has(kind)) {
        // Taken over as the title filled it: a changed time keeps the title's day.
        for (const field of fieldsOfKind(kind)) form.setField(field, shownValues(form.values)[field]);
        setByHand.current.add(kind);
      }
      form.setField(name, value);
    },
  };
  // What the fields changed by hand hold is no longer the title's to say.
  const titleReading: QuickAdd = {
    ...quickAdd,
    items: quickAdd.items.filter((item) => !setByHand.current.has(titleKindOfItem(item))),
  };

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
      <TaskFields
        form={fields}
        placeholders={{ title: "Task Title", description: "Task Description" }}
        titleField={<TitleField form={form} quickAdd={titleReading} placeholder="Task Title" />}
      />
      {form.formError && <FormError>{form.formError}</FormError>}
      <div>
        <SubmitButton pending={form.pending} label="Add Task" pendingLabel="Adding…" />
      </div>
    </form>
  );
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
