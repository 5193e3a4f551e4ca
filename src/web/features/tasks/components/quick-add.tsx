import { Plus } from "lucide-react";
import { type FormEvent, type Ref, useId, useState } from "react";
import { createTaskSchema } from "../../../../shared/schemas/task";
import { usePreferences } from "../../../lib/preferences";
import { dueToday as dueTodayInput } from "../due-input";

interface QuickAddProps {
  inputRef: Ref<HTMLInputElement>;
  /** Tasks added from the Today view are due today. */
  dueToday: boolean;
  onAdd: (input: { title: string; dueAt?: string | null; dueAllDay?: boolean }) => Promise<unknown>;
}

/** One line, Enter to save: the fastest way to get a task out of one's head. */
export function QuickAdd({ inputRef, dueToday, onAdd }: QuickAddProps) {
  const id = useId();
  const { timeZone } = usePreferences();
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const today = dueToday ? dueTodayInput(timeZone) : {};
    const parsed = createTaskSchema.safeParse({ title, ...today });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setTitle("");
    // A refused task gets its own message (a toast) and its title back, so nothing typed is lost.
    onAdd(parsed.data).catch(() => setTitle((current) => current || title));
  };

  return (
    <form className="quick-add" noValidate onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        New task
      </label>
      <input
        ref={inputRef}
        id={id}
        className="input"
        placeholder={dueToday ? "Add a task for today, then press Enter" : "Add a task, then press Enter"}
        autoComplete="off"
        value={title}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => event.key === "Escape" && event.currentTarget.blur()}
      />
      <button type="submit" className="icon-button" aria-label="Add task">
        <Plus size={18} aria-hidden="true" />
      </button>
      {error && (
        <p id={`${id}-error`} className="field-error quick-add-error">
          {error}
        </p>
      )}
    </form>
  );
}
