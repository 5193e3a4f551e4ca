/**
 * The sort key of a task without a due date: after every real one. Stored in `tasks.dueSort`, so the due
 * order ("soonest first, undated last") is a plain index order on both engines.
 */
export const UNDATED_DUE_SORT = "9999-12-31T23:59:59.999Z";

export const dueSortOf = (dueAt: string | null | undefined) => dueAt ?? UNDATED_DUE_SORT;
