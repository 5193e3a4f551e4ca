import { Plus } from "lucide-react";
import { type FormEvent, type Ref, useId, useRef, useState } from "react";
import { type CreateTaskInput, createTaskSchema } from "../../../../shared/schemas/task";
import { type CalendarDay, dayOf, dueOnDay } from "../../../../shared/time/calendar";
import { FieldError } from "../../../components/form-controls";
import { usePreferences } from "../../../lib/preferences";
import { SHORTCUT_FIELD } from "../../../lib/shortcuts";
import { QuickAddField } from "../../quick-add/components/quick-add-field";
import { QUICK_ADD_EXAMPLE, QUICK_ADD_EXAMPLE_ON_A_DAY } from "../../quick-add/components/quick-add-syntax";
import { useQuickAdd } from "../../quick-add/hooks/use-quick-add";
import { taskFieldsOf } from "../../quick-add/lib/task-fields-of";

interface QuickAddProps {
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Tasks added here are due that day, all day, unless the text says when: a calendar's day, or "today"
   * (the Today view), which is read when the task is added so a tab left open overnight adds to the new day.
   */
  dueOn?: CalendarDay | "today" | undefined;
  onAdd: (input: CreateTaskInput) => Promise<unknown>;
  /** The field's name and hint, when it adds something else than a task of the list (a subtask). */
  label?: string;
  placeholder?: string;
  /** Whether `n` focuses this field: the page's own quick add. */
  shortcut?: boolean;
  /** Told the text as it changes (a dialog holding the field asks before throwing it away). */
  onTextChange?: (text: string) => void;
}

/**
 * One line, Enter to save: the fastest way to get a task out of one's head. Dates, times, #tags, p1–p4 and
 * +List in it are recognised as they are typed and saved as the task's fields.
 */
export function QuickAdd({
  inputRef,
  dueOn,
  onAdd,
  label = "New task",
  placeholder,
  shortcut = false,
  onTextChange,
}: QuickAddProps) {
  const id = useId();
  const { timeZone } = usePreferences();
  const [text, setText] = useState("");
  const textNow = useRef(text);
  // The owner hears of each change in the same event, not an effect later: a dialog asked to close by the next
  // key must already know whether anything is typed.
  const changeText = (next: string) => {
    textNow.current = next;
    setText(next);
    onTextChange?.(next);
  };
  const [error, setError] = useState<string>();
  const quickAdd = useQuickAdd(text, dueOn === "today" ? dayOf(new Date(), timeZone) : dueOn);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = text;
    const understood = await quickAdd.parseForSaving();
    const fields = understood ? taskFieldsOf(understood, quickAdd.lists) : { title: typed };
    const saysWhen = "dueAt" in fields;
    const day =
      saysWhen || !dueOn
        ? {}
        : dueOnDay({ dueAt: null, dueAllDay: true }, dueOn === "today" ? dayOf(new Date(), timeZone) : dueOn, timeZone);
    const parsed = createTaskSchema.safeParse({ ...fields, ...day });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    changeText("");
    // A refused task gets its own message (a toast) and its text back, so nothing typed is lost.
    onAdd(parsed.data).catch(() => changeText(textNow.current || typed));
  };

  return (
    <form className="quick-add" noValidate onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <QuickAddField
        {...(shortcut ? SHORTCUT_FIELD.newTask : {})}
        inputRef={inputRef}
        id={id}
        className="input"
        placeholder={
          placeholder ??
          (dueOn === "today"
            ? `For today, e.g. ${QUICK_ADD_EXAMPLE_ON_A_DAY}`
            : dueOn
              ? `For this day, e.g. ${QUICK_ADD_EXAMPLE_ON_A_DAY}`
              : `e.g. ${QUICK_ADD_EXAMPLE}`)
        }
        value={text}
        quickAdd={quickAdd}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          changeText(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => event.key === "Escape" && event.currentTarget.blur()}
      />
      <button type="submit" className="icon-button" aria-label={label === "New task" ? "Add task" : `Add: ${label}`}>
        <Plus size={18} aria-hidden="true" />
      </button>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </form>
  );
}
