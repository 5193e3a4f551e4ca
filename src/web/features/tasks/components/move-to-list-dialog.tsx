import { useId, useState } from "react";
import type { Task } from "../../../../shared/schemas/task";
import { Dialog } from "../../../components/dialog";
import { useLists } from "../../lists/hooks/use-lists";

interface MoveToListDialogProps {
  task: Task;
  /** The chosen list's id, or null for the Inbox, and its name. */
  onMove: (listId: string | null, name: string) => void;
  onClose: () => void;
}

/** "m" on a task: type a few letters of a list's name, Enter moves the task to the first list that matches. */
export function MoveToListDialog({ task, onMove, onClose }: MoveToListDialogProps) {
  const lists = useLists();
  const [query, setQuery] = useState("");
  const inputId = useId();
  const hintId = useId();
  const choices = [
    { id: null, name: "Inbox" },
    ...(lists.data?.lists.filter((list) => !list.archived) ?? []).map(({ id, name }) => ({ id, name })),
  ].filter((choice) => choice.id !== task.listId && choice.name.toLowerCase().includes(query.trim().toLowerCase()));
  const choose = (choice: { id: string | null; name: string }) => {
    onMove(choice.id, choice.name);
    onClose();
  };

  return (
    <Dialog title={`Move “${task.title}” to…`} onClose={onClose}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          const first = choices[0];
          if (first) choose(first);
        }}
      >
        <div className="field">
          <label htmlFor={inputId}>List</label>
          <input
            id={inputId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={hintId}
            autoComplete="off"
            autoFocus
          />
          <p id={hintId} className="field-hint">
            {choices.length === 0 ? "No list matches." : `Enter moves it to ${choices[0]?.name}.`}
          </p>
        </div>
        <ul className="move-choices">
          {choices.map((choice, index) => (
            <li key={choice.id ?? "inbox"}>
              <button
                type="button"
                className="button button-ghost"
                data-first={index === 0 || undefined}
                onClick={() => choose(choice)}
              >
                {choice.name}
              </button>
            </li>
          ))}
        </ul>
        <div className="dialog-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
