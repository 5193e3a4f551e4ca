import { ArchiveRestore, ChevronRight, Inbox, Plus } from "lucide-react";
import { useId, useState } from "react";
import { NavLink, useNavigate } from "react-router";
import type { List } from "../../../../shared/schemas/list";
import { useToast } from "../../../components/toast";
import { taskDropZone } from "../../../lib/task-drag";
import { useListActions, useLists } from "../hooks/use-lists";
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

/**
 * The side navigation's lists: the Inbox, then the user's own not archived, each with its open tasks, each a
 * place to drop a dragged task into; then the archived ones, folded away.
 */
export function NavLists({ placeholder, onNavigate, onDropTask }: NavListsProps) {
  const lists = useLists();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [dropTarget, setDropTarget] = useState<string | null>();
  /** What makes a list's link take a dragged task. */
  const dropZone = (listId: string | null, name: string) => ({
    "data-drop-target": dropTarget === listId ? true : undefined,
    ...taskDropZone(
      (over) => setDropTarget(over ? listId : undefined),
      (taskId) => onDropTask(taskId, listId, name),
    ),
  });
  const shown = lists.data?.lists.filter((list) => !list.archived) ?? [];
  const archived = lists.data?.lists.filter((list) => list.archived) ?? [];

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
      {lists.isError && (
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
        <ul className="side-nav-links">
          <li>
            <NavLink to="/lists/inbox" className="side-nav-link" onClick={onNavigate} {...dropZone(null, "Inbox")}>
              <Inbox size={18} aria-hidden="true" />
              <span className="nav-list-name">Inbox</span>
              <OpenCount count={lists.data?.inbox.openCount} />
            </NavLink>
          </li>
          {shown.map((list) => (
            <li key={list.id}>
              <NavLink
                to={`/lists/${list.id}`}
                className="side-nav-link"
                onClick={onNavigate}
                {...dropZone(list.id, list.name)}
              >
                <ListMark list={list} />
                <span className="nav-list-name">{list.name}</span>
                <OpenCount count={list.openCount} />
              </NavLink>
            </li>
          ))}
        </ul>
      )}
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
