/** "Good morning" from 5:00, "Good afternoon" from 12:00, "Good evening" from 18:00 on the user's clock. */
export function partOfDay(hour: number): "morning" | "afternoon" | "evening" {
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 18) return "afternoon";
  return "evening";
}

/** "3 tasks", "1 task"; `more` says the count stopped at a limit ("200+ tasks"). */
export function countOf(count: number, noun: string, { more = false } = {}): string {
  return `${count}${more ? "+" : ""} ${noun}${count === 1 && !more ? "" : "s"}`;
}

/** "Good morning, Ada — 3 due today, 1 overdue". */
export function greetingLine({
  name,
  hour,
  dueToday,
  overdue,
}: {
  name: string;
  hour: number;
  dueToday: number;
  overdue: number;
}): string {
  const hello = `Good ${partOfDay(hour)}${name ? `, ${name}` : ""}`;
  const summary = [dueToday > 0 && `${dueToday} due today`, overdue > 0 && `${overdue} overdue`].filter(Boolean);
  return `${hello} — ${summary.length > 0 ? summary.join(", ") : "nothing due today"}.`;
}
