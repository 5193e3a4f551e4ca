// A placeholder with the agreed signatures: the recurrence helper replaces this file with the grammar.

export function findRecurrence(_text: string): {
  start: number;
  end: number;
  rrule: string;
  time: { hour: number; minute: number } | null;
  startsOn: { start: number; end: number; text: string } | null;
} | null {
  return null;
}

export function firstOccurrence(
  _rrule: string,
  _options: { after: Date; timeZone: string; time: { hour: number; minute: number } | null },
): Date {
  throw new Error("not implemented");
}
