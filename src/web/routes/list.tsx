import { useQueryClient } from "@tanstack/react-query";
import { Archive, ArchiveRestore, ArrowDown, ArrowUp, Ellipsis, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { UNDO_WINDOW_MS } from "../../shared/limits";
import { plural } from "../../shared/plural";
import { INBOX, type List } from "../../shared/schemas/list";
import { Dialog } from "../components/dialog";
import { MenuButton, type MenuItem } from "../components/menu";
import { useToast } from "../components/toast";
import { deleteList } from "../features/lists/api/lists-api";
import { ListDialog, ListMark } from "../features/lists/components/list-dialog";
import { hideList, unhideList } from "../features/lists/hooks/use-hidden-lists";
import { useListActions, useLists } from "../features/lists/hooks/use-lists";
import { useMoveList } from "../features/lists/hooks/use-move-list";
import { TaskBoard } from "../features/tasks/components/task-board";
import { refreshTasks } from "../features/tasks/hooks/task-cache";
import { useSession } from "../lib/use-session";

/** `/lists/:listId`: one list's tasks (or the Inbox's) on the same board as all tasks, with the list's own actions. */
export function ListPage() {
  const { listId = INBOX } = useParams();
  const userId = useSession().data?.user.id;
  const lists = useLists();
  const list = lists.data?.lists.find((candidate) => candidate.id === listId);
  const name = listId === INBOX ? "Inbox" : list?.name;

  if (lists.isSuccess && listId !== INBOX && !list) {
    return (
      <>
        <title>List not found · Taskmind</title>
        <h1>List not found</h1>
        <p className="notice">
          This list does not exist, or it was deleted. <Link to="/tasks">See all your tasks</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <title>{`${name ?? "List"} · Taskmind`}</title>
      <div className="page-header">
        <h1>
          {list && <ListMark list={list} />} {name ?? "Loading…"}
        </h1>
        {list && <ListActions list={list} />}
      </div>
      {/* Only a list known to exist is asked for: an unknown id would be a failed request, then "not found". */}
      {userId && (listId === INBOX || list) && <TaskBoard key={listId} userId={userId} list={listId} />}
    </>
  );
}

function ListActions({ list }: { list: List }) {
  const { update } = useListActions();
  const deleteLater = useDeleteListWithUndo();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const showToast = useToast();
  const navigate = useNavigate();

  const archive = () =>
    update.mutate(
      { id: list.id, changes: { archived: !list.archived } },
      {
        onSuccess: (saved) => showToast(saved.archived ? `“${saved.name}” archived.` : `“${saved.name}” is back.`),
        onError: (error) => showToast(`The list was not changed: ${error.message}`),
      },
    );

  const confirmDelete = () => {
    setDeleting(false);
    deleteLater.schedule(list);
    void navigate("/tasks");
  };

  // Moved among the lists the navigation shows; an archived list has no place there.
  const shown = useLists().data?.lists.filter((each) => !each.archived) ?? [];
  const index = shown.findIndex((each) => each.id === list.id);
  const moveList = useMoveList();
  const move = (by: -1 | 1) => {
    const said = moveList(shown, list, index + by);
    if (said) showToast(said);
  };
  const moves: MenuItem[] = list.archived
    ? []
    : [
        {
          label: "Move up",
          icon: <ArrowUp size={16} aria-hidden="true" />,
          onSelect: () => move(-1),
          disabled: index <= 0,
        },
        {
          label: "Move down",
          icon: <ArrowDown size={16} aria-hidden="true" />,
          onSelect: () => move(1),
          disabled: index >= shown.length - 1,
        },
      ];

  return (
    <div className="list-page-actions">
      <MenuButton
        label="List actions"
        buttonClassName="button button-secondary"
        items={[
          { label: "Edit list", icon: <Pencil size={16} aria-hidden="true" />, onSelect: () => setEditing(true) },
          ...moves,
          {
            label: list.archived ? "Unarchive" : "Archive",
            icon: list.archived ? (
              <ArchiveRestore size={16} aria-hidden="true" />
            ) : (
              <Archive size={16} aria-hidden="true" />
            ),
            onSelect: archive,
            disabled: update.isPending,
          },
          {
            label: "Delete list",
            icon: <Trash2 size={16} aria-hidden="true" />,
            onSelect: () => setDeleting(true),
            danger: true,
          },
        ]}
      >
        <Ellipsis size={18} aria-hidden="true" />
      </MenuButton>
      {editing && <ListDialog list={list} onClose={() => setEditing(false)} />}
      {deleting && (
        <Dialog title="Delete list?" onClose={() => setDeleting(false)}>
          <p>
            “{list.name}” will be deleted
            {list.taskCount > 0 ? `, and with it its ${plural(list.taskCount, "task")}` : ""}.
          </p>
          <div className="dialog-actions">
            <button type="button" className="button button-ghost" onClick={() => setDeleting(false)}>
              Cancel
            </button>
            <button type="button" className="button button-danger" onClick={confirmDelete}>
              Delete list
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

/**
 * Deleting a list, with Undo as for a task: the list and its tasks leave the screen at once, and the deletion
 * is sent once the Undo has passed (or as the tab closes), so Undo needs no copy of them. A tab closed some
 * other way keeps the list, which is the safe side to err on.
 */
function useDeleteListWithUndo() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const userId = useSession().data?.user.id ?? "";

  const refresh = () => void refreshTasks(queryClient, userId);
  // The API directly, not a mutation of this page's: the page is gone by the time the deletion is sent.
  const send = async (list: List, keepalive: boolean) => {
    try {
      await deleteList(list.id, { keepalive });
    } catch (error) {
      showToast(`“${list.name}” was not deleted: ${(error as Error).message}`);
    } finally {
      unhideList(list.id);
      refresh();
    }
  };

  return {
    schedule(list: List) {
      hideList(list.id);
      const sendNow = (keepalive: boolean) => {
        clearTimeout(timer);
        window.removeEventListener("pagehide", onPageHide);
        void send(list, keepalive);
      };
      const onPageHide = () => sendNow(true);
      const timer = setTimeout(() => sendNow(false), UNDO_WINDOW_MS);
      window.addEventListener("pagehide", onPageHide);
      showToast(`“${list.name}” deleted, with ${plural(list.taskCount, "task")}.`, {
        durationMs: UNDO_WINDOW_MS,
        action: {
          label: "Undo",
          onAction: () => {
            clearTimeout(timer);
            window.removeEventListener("pagehide", onPageHide);
            unhideList(list.id);
          },
        },
      });
    },
  };
}
