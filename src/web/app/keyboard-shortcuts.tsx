import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { NewTaskDialog } from "../features/tasks/components/new-task-dialog";
import { ShortcutsDialog } from "../features/tasks/components/shortcuts-dialog";
import { isTypingOrInDialog, SHORTCUT_FIELD, ShowShortcutsContext } from "../lib/shortcuts";

const fieldOf = (marked: { "data-shortcut": string }) =>
  document.querySelector<HTMLElement>(`main [data-shortcut="${marked["data-shortcut"]}"]`);

/**
 * The keys that work on every signed-in page, mounted once: `?` shows the shortcuts, `n` focuses the page's quick
 * add (or opens one in a dialog where the page has none), `/` focuses the task search (opening Tasks for it from
 * any other page). The task list's own keys (j, k, x…) are its own.
 */
export function KeyboardShortcuts({ userId, children }: { userId: string | undefined; children: ReactNode }) {
  const [open, setOpen] = useState<"help" | "new-task">();
  const navigate = useNavigate();
  const location = useLocation();
  /** Waits for Tasks' search box after `/` opened Tasks; given up on when the user goes elsewhere. */
  const awaitingSearch = useRef<MutationObserver>(undefined);

  useEffect(() => {
    // Any move to another page (or the search box found) ends the wait.
    if (location.pathname !== "/tasks") awaitingSearch.current?.disconnect();
  }, [location.pathname]);

  const focusSearchOnceShown = () => {
    awaitingSearch.current?.disconnect();
    const observer = new MutationObserver(() => {
      const search = fieldOf(SHORTCUT_FIELD.search);
      if (!search) return;
      observer.disconnect();
      search.focus();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    awaitingSearch.current = observer;
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || isTypingOrInDialog(event)) return;
    const act: Record<string, () => void> = {
      "?": () => setOpen("help"),
      n: () => {
        // A phone folds the page's quick add away (its floating button opens one): then the dialog's.
        const quickAdd = fieldOf(SHORTCUT_FIELD.newTask);
        if (quickAdd?.checkVisibility()) quickAdd.focus();
        else setOpen("new-task");
      },
      "/": () => {
        const search = fieldOf(SHORTCUT_FIELD.search);
        if (search) {
          search.focus();
          return;
        }
        focusSearchOnceShown();
        void navigate("/tasks");
      },
    };
    const action = act[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });

  useEffect(() => {
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      awaitingSearch.current?.disconnect();
    };
  }, []);

  return (
    <ShowShortcutsContext value={() => setOpen("help")}>
      {children}
      {open === "help" && <ShortcutsDialog onClose={() => setOpen(undefined)} />}
      {open === "new-task" && userId && <NewTaskDialog userId={userId} onClose={() => setOpen(undefined)} />}
    </ShowShortcutsContext>
  );
}
