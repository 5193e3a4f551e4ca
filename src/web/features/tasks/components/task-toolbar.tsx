import { Keyboard, Search, SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { TASK_SEARCH_MAX_LENGTH } from "../../../../shared/limits";
import type { TaskSort, TaskView } from "../../../../shared/schemas/task";
import { SHORTCUT_FIELD } from "../../../lib/shortcuts";
import { useDebouncedCallback } from "../../../lib/use-debounced-callback";
import type { TaskListParams } from "../api/tasks-api";
import { useTags } from "../hooks/use-tasks";
import { PRIORITY_OPTIONS } from "../lib/task-form-values";

/** Long enough to skip the keystrokes of a word being typed, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 250;

export const VIEW_LABELS: Record<TaskView, string> = {
  today: "Today",
  upcoming: "Upcoming",
  overdue: "Overdue",
  all: "All",
  completed: "Completed",
};
const VIEWS: TaskView[] = ["today", "upcoming", "overdue", "all", "completed"];

const SORT_LABELS: Record<TaskSort, string> = {
  created: "Newest first",
  due: "Due date",
  priority: "Priority",
  manual: "My order",
};

interface TaskToolbarProps {
  userId: string;
  params: TaskListParams;
  onChange: (changes: Partial<TaskListParams>, options?: { replace?: boolean }) => void;
  onShowShortcuts: () => void;
}

/**
 * Which tasks the list shows (view, search, tag, priority) and, in All, in which order. On a phone the filters
 * fold behind one button, so the tasks start near the top of the screen.
 */
export function TaskToolbar({ userId, params, onChange, onShowShortcuts }: TaskToolbarProps) {
  const tags = useTags(userId);
  const ids = { search: useId(), tag: useId(), priority: useId(), sort: useId(), filters: useId() };
  const [query, setQuery] = useState(params.q ?? "");
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [params.tag, params.priority].filter(Boolean).length;
  const search = useDebouncedCallback(
    (q: string) => onChange({ q: q.trim() || undefined }, { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );

  const tagCounts = new Map((tags.data ?? []).map((tag) => [tag.name, tag.count]));
  // A tag filter from the address still shows when no task carries that tag any more.
  if (params.tag && !tagCounts.has(params.tag)) tagCounts.set(params.tag, 0);

  return (
    <div className="task-toolbar">
      <fieldset className="view-tabs">
        <legend className="visually-hidden">View</legend>
        {VIEWS.map((view) => (
          <button
            key={view}
            type="button"
            className="view-tab"
            aria-pressed={params.view === view}
            onClick={() => onChange({ view })}
          >
            {VIEW_LABELS[view]}
          </button>
        ))}
      </fieldset>
      <div className="task-filter-bar">
        <search className="task-search">
          <label htmlFor={ids.search} className="visually-hidden">
            Search tasks
          </label>
          <Search size={16} aria-hidden="true" className="task-search-icon" />
          <input
            {...SHORTCUT_FIELD.search}
            id={ids.search}
            className="input"
            type="search"
            placeholder="Search tasks"
            value={query}
            maxLength={TASK_SEARCH_MAX_LENGTH}
            onChange={(event) => {
              setQuery(event.target.value);
              search(event.target.value);
            }}
            onKeyDown={(event) => event.key === "Escape" && event.currentTarget.blur()}
          />
        </search>
        <button
          type="button"
          className="button button-secondary task-filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={ids.filters}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal size={16} aria-hidden="true" />
          Filters
          {activeFilters > 0 && (
            <span className="task-filters-count">
              {activeFilters}
              <span className="visually-hidden"> on</span>
            </span>
          )}
        </button>
        <div id={ids.filters} className="task-filters" data-open={filtersOpen}>
          <div className="field field-inline">
            <label htmlFor={ids.tag}>Tag</label>
            <select
              id={ids.tag}
              value={params.tag ?? ""}
              onChange={(event) => onChange({ tag: event.target.value || undefined })}
            >
              <option value="">All tags</option>
              {[...tagCounts].map(([name, count]) => (
                <option key={name} value={name}>
                  {`${name} (${count})`}
                </option>
              ))}
            </select>
          </div>
          <div className="field field-inline">
            <label htmlFor={ids.priority}>Priority</label>
            <select
              id={ids.priority}
              value={params.priority ?? ""}
              onChange={(event) =>
                onChange({ priority: PRIORITY_OPTIONS.find((option) => option.value === event.target.value)?.value })
              }
            >
              <option value="">Any priority</option>
              {PRIORITY_OPTIONS.toReversed().map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          {/* The other views are read in an order of their own: by due date, or by completion. */}
          {params.view === "all" && (
            <div className="field field-inline">
              <label htmlFor={ids.sort}>Sort</label>
              <select
                id={ids.sort}
                value={params.sort}
                onChange={(event) => onChange({ sort: event.target.value as TaskSort })}
              >
                {Object.entries(SORT_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button
            type="button"
            className="icon-button task-shortcuts-button"
            aria-label="Keyboard shortcuts"
            aria-keyshortcuts="?"
            onClick={onShowShortcuts}
          >
            <Keyboard size={18} aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  );
}
