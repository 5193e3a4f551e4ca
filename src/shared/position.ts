/**
 * Places in the user's own order ("My order"): a move takes a number between its new neighbours', so it
 * writes one task and never renumbers the others, and two devices moving different tasks both keep their move.
 */

/** What a task takes first or last: one step beyond its neighbour. */
const STEP = 1;

/**
 * The position between `before` and `after` (either may be missing: first or last place); undefined when
 * there is no number strictly between them (equal positions, or the gap halved past a double's precision),
 * and the neighbours must be spread apart first.
 */
export function positionBetween(before: number | undefined, after: number | undefined): number | undefined {
  if (before === undefined && after === undefined) return 0;
  if (before === undefined) return (after as number) - STEP;
  if (after === undefined) return before + STEP;
  const middle = before + (after - before) / 2;
  return middle > before && middle < after ? middle : undefined;
}

/**
 * Positions for tasks in the order given, kept from `start`, a step apart: how a run of tasks with no room
 * between them is spread out again.
 */
export const spreadPositions = (count: number, start: number): number[] =>
  Array.from({ length: count }, (_, index) => start + index * STEP);

/** The order of the user's own places: by position, then by id as the server orders a tie, so ties never swap. */
export const byPosition = (a: { position: number; id: string }, b: { position: number; id: string }): number =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
