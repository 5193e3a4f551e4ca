import { type FormEvent, useRef, useState } from "react";
import { type Task, type UpdateTaskInput, updateTaskSchema } from "../../../../shared/schemas/task";
import { Dialog } from "../../../components/dialog";
import { FormError, SubmitButton } from "../../../components/form-controls";
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from "../../../components/form-helpers";
import { ApiError } from "../../../lib/api-client";
import { usePreferences } from "../../../lib/preferences";
import { conflictingTask } from "../hooks/use-task-actions";
import { formErrorsOf, type TaskFormValues, taskFormValuesOf, taskInputOf, withField } from "../task-form-values";
import { TaskFields } from "./task-fields";

interface TaskEditDialogProps {
  task: Task;
  onSave: (task: Task, changes: UpdateTaskInput) => Promise<Task>;
  onClose: () => void;
}

/**
 * Edits every field of a task. Saving sends the version the user started from; when the task was changed
 * elsewhere meanwhile, nothing is overwritten and the dialog offers to load the newer version.
 */
export function TaskEditDialog({ task, onSave, onClose }: TaskEditDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [base, setBase] = useState(task);
  const { timeZone } = usePreferences();
  const [values, setValues] = useState(() => taskFormValuesOf(task, timeZone));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [newer, setNewer] = useState<Task>();
  const [pending, setPending] = useState(false);

  const showErrors = (fieldErrors: FieldErrors) => {
    setErrors(formErrorsOf(fieldErrors));
    focusFirstInvalid(formRef.current);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = updateTaskSchema.safeParse(taskInputOf(values, timeZone));
    if (!parsed.success) return showErrors(fieldErrorsOf(parsed.error));
    setPending(true);
    setFormError(undefined);
    try {
      await onSave(base, parsed.data);
      onClose();
    } catch (error) {
      const current = conflictingTask(error);
      if (current) setNewer(current);
      else if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
      else setFormError(`Your changes were not saved. ${(error as Error).message}`);
    } finally {
      setPending(false);
    }
  };

  const reload = () => {
    if (!newer) return;
    setBase(newer);
    setValues(taskFormValuesOf(newer, timeZone));
    setErrors({});
    setNewer(undefined);
  };

  const setField = (name: keyof TaskFormValues, value: string) => {
    setValues((current) => withField(current, name, value));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  return (
    <Dialog title="Edit task" onClose={onClose}>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <TaskFields values={values} errors={errors} onChange={setField} />
        {newer && (
          <FormError>
            <p>This task was changed elsewhere since you opened it, so your changes were not saved.</p>
            <button type="button" className="button button-secondary" onClick={reload}>
              Reload the task
            </button>
          </FormError>
        )}
        {formError && <FormError>{formError}</FormError>}
        <div className="dialog-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton pending={pending} label="Save changes" pendingLabel="Saving…" />
        </div>
      </form>
    </Dialog>
  );
}
