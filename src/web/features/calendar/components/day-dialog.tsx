import { useRef, useState } from "react";
import type { CreateTaskInput, Task } from "../../../../shared/schemas/task";
import type { CalendarDay } from "../../../../shared/time/calendar";
import { formatDay } from "../../../../shared/time/format-date";
import { Dialog } from "../../../components/dialog";
import { QuickAdd } from "../../tasks/components/quick-add";
import type { TaskItemActions } from "../../tasks/components/task-item";
import { TaskList } from "../../tasks/components/task-list";

interface DayDialogProps {
  day: CalendarDay;
  tasks: Task[];
  actions: TaskItemActions;
  /** A task added here is due on the day (all day) unless its text says when. */
  onAdd: (input: CreateTaskInput) => Promise<unknown>;
  onClose: () => void;
}

/** One day's tasks, with every action of the task list, and quick add for another one that day. */
export function DayDialog({ day, tasks, actions, onAdd, onClose }: DayDialogProps) {
  const quickAddRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  return (
    <Dialog title={formatDay(day)} onClose={onClose} dirty={typed.trim() !== ""}>
      <div className="calendar-day-dialog">
        <QuickAdd inputRef={quickAddRef} dueOn={day} onAdd={onAdd} onTextChange={setTyped} />
        {tasks.length === 0 ? (
          <p className="notice">No tasks on this day.</p>
        ) : (
          <TaskList tasks={tasks} actions={actions} />
        )}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Dialog>
  );
}
