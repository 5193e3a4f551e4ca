import { useState } from "react";
import { describeRecurrence } from "../../../../shared/recurrence/description";
import { type Task, type UpdateTaskInput, updateTaskSchema } from "../../../../shared/schemas/task";
import { formatDateTime } from "../../../../shared/time/format-date";
import { Dialog } from "../../../components/dialog";
import { FormError, SubmitButton } from "../../../components/form-controls";
import { useForm } from "../../../components/use-form";
import { usePreferences } from "../../../lib/preferences";
import { conflictingTask } from "../hooks/use-task-actions";
import { TASK_ERROR_ALIASES, taskFormValuesOf, taskInputOf } from "../lib/task-form-values";
import { TaskFields } from "./task-fields";

interface TaskEditDialogProps {
  task: Task;
  onSave: (task: Task, changes: UpdateTaskInput) => Promise<Task>;
  onSkip: (task: Task) => Promise<Task>;
  onClose: () => void;
}

/**
 * Edits every field of a task. Saving sends the version the user started from; when the task was changed
 * elsewhere meanwhile, nothing is overwritten and the dialog offers to load the newer version.
 */
export function TaskEditDialog({ task, onSave, onSkip, onClose }: TaskEditDialogProps) {
  const [base, setBase] = useState(task);
  const [newer, setNewer] = useState<Task>();
  const { timeZone, hour12 } = usePreferences();
  const form = useForm({
    schema: updateTaskSchema,
    initial: taskFormValuesOf(task, timeZone),
    toInput: (values) => taskInputOf(values, timeZone),
    submit: (changes) => onSave(base, changes),
    onSuccess: onClose,
    errorAliases: TASK_ERROR_ALIASES,
    failureMessage: (error) => `Your changes were not saved. ${error.message}`,
    handleFailure: (error) => {
      const current = conflictingTask(error);
      if (current) setNewer(current);
      return current !== undefined;
    },
  });

  const reload = () => {
    if (!newer) return;
    setBase(newer);
    form.reset(taskFormValuesOf(newer, timeZone));
    setNewer(undefined);
  };

  return (
    <Dialog title="Edit task" onClose={onClose} dirty={form.dirty}>
      {/* When it was added: kept here rather than on every row of the list. */}
      <p className="task-dialog-added">
        Added <time dateTime={base.createdAt}>{formatDateTime(base.createdAt, { timeZone, hour12 })}</time>
      </p>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
        <TaskFields form={form} />
        {base.recurrence && (
          <div className="repeat-actions">
            <p>Repeats {describeRecurrence(base.recurrence)}.</p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void onSkip(base).then(onClose, () => {})}
            >
              Skip this occurrence
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void onSave(base, { recurrence: null }).then(onClose, () => {})}
            >
              Stop repeating
            </button>
          </div>
        )}
        {newer && (
          <FormError>
            <p>This task was changed elsewhere since you opened it, so your changes were not saved.</p>
            <button type="button" className="button button-secondary" onClick={reload}>
              Reload the task
            </button>
          </FormError>
        )}
        {form.formError && <FormError>{form.formError}</FormError>}
        <div className="dialog-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton pending={form.pending} label="Save changes" pendingLabel="Saving…" />
        </div>
      </form>
    </Dialog>
  );
}
