import { useState } from "react";
import type { CreateTaskInput } from "../../../../shared/schemas/task";
import { Dialog } from "../../../components/dialog";
import { useToast } from "../../../components/toast";
import { useTaskActions } from "../hooks/use-task-actions";
import { QuickAdd } from "./quick-add";

/**
 * Quick add in a dialog: `n` on a page without a quick add of its own (or with it folded away on a phone), and the
 * task board's floating button. A board adds through its own `onAdd` (into its list and view, where the new row
 * shows); elsewhere the task goes to the Inbox unless it names a list, and a toast says so.
 */
export function NewTaskDialog({
  userId,
  dueOn,
  onAdd,
  onClose,
}: {
  userId: string;
  dueOn?: "today" | undefined;
  onAdd?: (input: CreateTaskInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const actions = useTaskActions(userId);
  const showToast = useToast();
  const [typed, setTyped] = useState("");

  const add = async (input: CreateTaskInput) => {
    if (onAdd) {
      onClose();
      return onAdd(input);
    }
    const task = await actions.create(input, undefined);
    showToast(`“${task.title}” added.`);
    onClose();
  };

  return (
    <Dialog title="New task" onClose={onClose} dirty={typed.trim() !== ""}>
      <QuickAdd dueOn={dueOn} onAdd={add} onTextChange={setTyped} />
    </Dialog>
  );
}
