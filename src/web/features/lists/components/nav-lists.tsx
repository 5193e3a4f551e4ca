import { ArchiveRestore, ChevronRight, Inbox, Plus } from "lucide-react";
import { type DragEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { NavLink, useNavigate } from "react-router";
import type { List } from "../../../../shared/schemas/list";
import { useToast } from "../../../components/toast";
import { combineDropZones } from "../../../lib/drag-kind";
import { taskDropZone } from "../../../lib/task-drag";
import { useListActions, useLists } from "../hooks/use-lists";
import { useMoveList } from "../hooks/use-move-list";
import { type DropSide, listDropZone, startListDrag } from "../lib/list-drag";
import { ListDialog, ListMark } from "./list-dialog";
import "./lists.css";

interface NavListsProps {
  /** Rows of placeholders in place of the lists, until the navigation has all it shows. */
  placeholder: boolean;
  onNavigate: () => void;
  /** A task dragged onto a list (null: the Inbox) of the given name. */
  onDropTask: (taskId: string, listId: string | null, name: string) => void;
}

/** The Inbox and two lists: about what most people have. Below the lists only the footer, which stays put. */
const PLACEHOLDER_ROWS = ["inbox", "first", "second"];

/** Alt with ↑ or ↓ alone, as for tasks: the list in focus one place up or down. */
const MOVE_STEPS: Record<string, -1 | 1> = { ArrowUp: -1, ArrowDown: 1 };
const moveStepOf = (event: KeyboardEvent) =>
  event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey ? MOVE_STEPS[event.key] : undefined;

/**
 * The side navigation's lists: the Inbox, then the user's own not archived, each with its open tasks, each a
 * place to drop a dragged task into, each moved by drag or by Alt+↑/↓; then the archived ones, folded away.
 */
export function NavLists({ placeholder, onNavigate, onDropTask }: NavListsProps) {
  const lists = useLists();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [dropTarget, setDropTarget] = useState<string | null>();
  /** What makes a list's link take a dragged task. */
  const taskDrop = (listId: string | null, name: string) =>
    taskDropZone(
      (over) => setDropTarget(over ? listId : undefined),
      (taskId) => onDropTask(taskId, listId, name),
    );
  const dropTargetMark = (listId: string | null) => (dropTarget === listId ? true : undefined);
  const shown = lists.data?.lists.filter((list) => !list.archived) ?? [];
  const archived = lists.data?.lists.filter((list) => list.archived) ?? [];
  const moveList = useMoveList();
  const [announcement, setAnnouncement] = useState("");
  const [listDrop, setListDrop] = useState<{ listId: string; side: DropSide }>();
  const hintId = useId();
  const linksRef = useRef<HTMLUListElement>(null);
  /** The list moved by keyboard keeps the focus: its link is taken out and put back in its new place. */
  const refocus = (listId: string) =>
    requestAnimationFrame(() => linksRef.current?.querySelector<HTMLElement>(`[data-list-id="${listId}"]`)?.focus());

  const move = (list: List, target: number) => {
    const said = moveList(shown, list, target);
    if (said) setAnnouncement(said);
  };
  /** What makes a list's link move: dragged, dropped onto, or Alt+↑/↓ while in focus. */
  const reorderable = (list: List, index: number) => ({
    "data-list-id": list.id,
    "data-drop-target": dropTargetMark(list.id),
    "data-drop-side": listDrop?.listId === list.id ? listDrop.side : undefined,
    "aria-describedby": hintId,
    draggable: true,
    onDragStart: (event: DragEvent) => startListDrag(event, list.id),
    onKeyDown: (event: KeyboardEvent) => {
      const step = moveStepOf(event);
      if (step === undefined) return;
      event.preventDefault();
      move(list, index + step);
      refocus(list.id);
    },
    ...combineDropZones(
      taskDrop(list.id, list.name),
      listDropZone(
        (side) => setListDrop(side ? { listId: list.id, side } : undefined),
        (draggedId, side) => {
          const dragged = shown.find((candidate) => candidate.id === draggedId);
          if (!dragged) return;
          const from = shown.indexOf(dragged);
          const slot = index + (side === "after" ? 1 : 0);
          move(dragged, from < slot ? slot - 1 : slot);
        },
      ),
    ),
  });

  return (
    <div className="nav-lists">
      <div className="nav-lists-header">
        <h2 className="nav-lists-heading">Lists</h2>
        <button
          type="button"
          className="icon-button"
          aria-label="New list"
          title="New list"
          onClick={() => setCreating(true)}
        >
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
      {/* Only with nothing to show: a refresh that failed leaves the lists shown as they were, without a warning. */}
      {lists.isError && !lists.data && (
        <p className="nav-lists-error" role="alert">
          Lists could not be loaded.{" "}
          <button type="button" className="button button-ghost" onClick={() => void lists.refetch()}>
            Retry
          </button>
        </p>
      )}
      {placeholder ? (
        <ul className="side-nav-links" aria-hidden="true">
          {PLACEHOLDER_ROWS.map((row) => (
            <li key={row} className="side-nav-link nav-list-placeholder">
              <span className="skeleton-line" />
            </li>
          ))}
        </ul>
      ) : (
        <ul ref={linksRef} className="side-nav-links">
          <li>
            <NavLink
              to="/lists/inbox"
              className="side-nav-link"
              onClick={onNavigate}
              data-drop-target={dropTargetMark(null)}
              {...taskDrop(null, "Inbox")}
            >
              <Inbox size={18} aria-hidden="true" />
              <span className="nav-list-name">Inbox</span>
              <OpenCount count={lists.data?.inbox.openCount} />
            </NavLink>
          </li>
          {shown.map((list, index) => (
            <li key={list.id}>
              <NavLink
                to={`/lists/${list.id}`}
                className="side-nav-link"
                onClick={onNavigate}
                {...reorderable(list, index)}
              >
                <ListMark list={list} />
                <span className="nav-list-name">{list.name}</span>
                <OpenCount count={list.openCount} />
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      <p id={hintId} className="visually-hidden">
        Alt+Up or Alt+Down moves the list; so does dragging it.
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {!placeholder && archived.length > 0 && <ArchivedLists lists={archived} onNavigate={onNavigate} />}
      {creating && (
        <ListDialog
          onClose={() => setCreating(false)}
          onSaved={(list) => {
            onNavigate();
            void navigate(`/lists/${list.id}`);
          }}
        />
      )}
    </div>
  );
}

/** Archived lists, folded until asked for: each opens, or comes back among the lists with Unarchive. */
function ArchivedLists({ lists, onNavigate }: { lists: List[]; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const { update } = useListActions();
  const showToast = useToast();
  const listId = useId();

  // Awaited rather than by callbacks: the last archived list unarchived takes this section away before its answer.
  const unarchive = (list: List) =>
    update.mutateAsync({ id: list.id, changes: { archived: false } }).then(
      (saved) => showToast(`“${saved.name}” is back.`),
      (error: Error) => showToast(`The list was not changed: ${error.message}`),
    );

  return (
    <div className="nav-archived">
      <button
        type="button"
        className="side-nav-link nav-archived-toggle"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        <ChevronRight size={16} aria-hidden="true" className="nav-archived-chevron" />
        <span className="nav-list-name">Archived</span>
        <span className="nav-list-count">{lists.length}</span>
      </button>
      {open && (
        <ul id={listId} className="side-nav-links">
          {lists.map((list) => (
            <li key={list.id} className="nav-archived-item">
              <NavLink to={`/lists/${list.id}`} className="side-nav-link" onClick={onNavigate}>
                <ListMark list={list} />
                <span className="nav-list-name">{list.name}</span>
              </NavLink>
              <button
                type="button"
                className="icon-button"
                aria-label={`Unarchive “${list.name}”`}
                title="Unarchive"
                aria-disabled={update.isPending}
                onClick={() => update.isPending || void unarchive(list)}
              >
                <ArchiveRestore size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OpenCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="nav-list-count">
      {count}
      <span className="visually-hidden"> open</span>
    </span>
  );
}
