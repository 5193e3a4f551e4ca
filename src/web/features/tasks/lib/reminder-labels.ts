/** The relative reminders the picker and Settings offer, in minutes before the due time, closest first. */
export const COMMON_MINUTES_BEFORE = [0, 10, 60, 24 * 60] as const;
