import { useSearchParams } from "react-router";
import { ROOT_PARENT, TASK_PRIORITIES, TASK_SORTS, TASK_VIEWS } from "../../../../shared/schemas/task";
import { usePreferences } from "../../../lib/preferences";
import type { TaskListParams } from "../api/tasks-api";

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

/**
 * The list's view, order, search and filters live in the address, so a reload, the back button or a
 * bookmark shows the same list. Unknown values fall back to the defaults (the view: the user's default view).
 */
export function useListParams(list?: string) {
  const [search, setSearch] = useSearchParams();
  // Inside a list, its own order comes first; across all tasks, the newest.
  const defaults: TaskListParams = { view: usePreferences().defaultView, sort: list ? "manual" : "created" };
  const view = oneOf(TASK_VIEWS, search.get("view")) ?? defaults.view;
  // Kept while another view is shown, for All again.
  const chosenSort = oneOf(TASK_SORTS, search.get("sort")) ?? defaults.sort;
  const params: TaskListParams = {
    view,
    // The other views are read in an order of their own (by due date, by completion): see `sortOf`.
    sort: view === "all" ? chosenSort : undefined,
    q: search.get("q") || undefined,
    tag: search.get("tag") || undefined,
    priority: oneOf(TASK_PRIORITIES, search.get("priority")),
    list,
  };
  const filtered = Boolean(params.q || params.tag || params.priority);
  // Open tasks, unfiltered, show as a tree (top-level tasks, each opening onto its subtasks); date views,
  // completed tasks, a search and the filters list every matching task on its own.
  if (params.view === "all" && !filtered) params.parent = ROOT_PARENT;

  /** `replace` for changes made while typing, so each keystroke is not a step of the back button. */
  const update = (changes: Partial<TaskListParams>, { replace = false } = {}) => {
    // The list is the page's (its path), not the address's query; the parent follows from the rest.
    const { list: _list, parent: _parent, ...next } = { ...params, sort: chosenSort, ...changes };
    const entries = Object.entries(next).filter(
      ([name, value]) => value && value !== defaults[name as keyof TaskListParams],
    );
    setSearch(new URLSearchParams(entries as [string, string][]), { replace });
  };

  return { params, update, filtered };
}
