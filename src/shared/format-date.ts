export interface DateFormatOptions {
  /** BCP 47 locale; the visitor's own when omitted. */
  locale?: string;
  /** IANA time zone; the visitor's own when omitted. */
  timeZone?: string;
}

/** A task's creation time in the visitor's locale and time zone, e.g. "Nov 23, 2026, 3:45 PM". */
export function formatDateTime(iso: string, { locale, timeZone }: DateFormatOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}
