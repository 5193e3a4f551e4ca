import type { CreateTaskInput } from "../../../../shared/schemas/task";
import { JSON_EXPORT_FORMAT, JSON_EXPORT_VERSION } from "../../../../shared/schemas/transfer";
import { instantAt } from "../../../../shared/time/zoned-time";

/** Thursday 26 November 2026, 09:00 in Berlin: the evaluation's "now". */
export const EVALUATION_NOW = "2026-11-26T08:00:00Z";
export const EVALUATION_TIME_ZONE = "Europe/Berlin";
export const EVALUATION_LISTS = ["Work", "Home"] as const;
export type EvaluationList = (typeof EVALUATION_LISTS)[number];

/** "2026-11-24 10:00" (Berlin) → an ISO instant; a bare date is the start of that day. */
export function berlin(local: string): string {
  const [date = "", time = "00:00"] = local.split(" ");
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return instantAt(
    { year: year ?? 0, month: month ?? 0, day: day ?? 0, hour, minute },
    EVALUATION_TIME_ZONE,
  ).toISOString();
}

export interface SeedTask extends Omit<CreateTaskInput, "listId" | "parentId"> {
  list?: EvaluationList;
  /** Completed at this Berlin time. */
  completedOn?: string;
  subtasks?: SeedTask[];
}

const due = (local: string) => ({ dueAt: berlin(local) });
const allDay = (date: string) => ({ dueAt: berlin(date), dueAllDay: true });

/**
 * The account every case starts from: every title unique, so a case names tasks by title; a few German ones, as a German speaker writes them. Overdue, today's,
 * tomorrow's, the rest of this week's, next week's, later and undated tasks; some done last week and this week;
 * tags, priorities, two lists, repeating tasks, one with subtasks, two with reminders.
 */
export const SEED_TASKS: SeedTask[] = [
  // Overdue.
  { title: "Dentist", ...due("2026-11-24 10:00"), tags: ["health"] },
  { title: "Pay electricity bill", ...allDay("2026-11-25"), priority: "high", tags: ["bills"], list: "Home" },
  { title: "Send invoice to Acme", ...due("2026-11-20 17:00"), priority: "high", list: "Work" },
  // Today.
  { title: "Call bank", ...due("2026-11-26 14:00"), priority: "medium", tags: ["finance"] },
  { title: "Team standup notes", ...due("2026-11-26 11:00"), list: "Work" },
  {
    title: "Review Q4 budget",
    ...due("2026-11-26 10:30"),
    priority: "high",
    list: "Work",
    reminders: [{ minutesBefore: 15 }],
  },
  { title: "Water the plants", ...allDay("2026-11-26"), tags: ["garden"], list: "Home" },
  {
    title: "Take out the trash",
    ...due("2026-11-26 19:00"),
    recurrence: "FREQ=WEEKLY;BYDAY=TH",
    list: "Home",
  },
  { title: "Reply to Tom", ...due("2026-11-26 16:00"), list: "Work" },
  { title: "Steuerberater anrufen", ...due("2026-11-26 13:00"), priority: "high", list: "Work" },
  // Tomorrow.
  { title: "Pick up parcel", ...due("2026-11-27 12:00"), tags: ["errands"] },
  {
    title: "Prepare client presentation",
    ...due("2026-11-27 09:00"),
    priority: "high",
    list: "Work",
    subtasks: [
      { title: "Draft outline" },
      { title: "Collect sales figures", completedOn: "2026-11-25 15:00" },
      { title: "Design slides" },
    ],
  },
  { title: "Book flights to Lisbon", ...allDay("2026-11-27"), tags: ["travel"] },
  {
    title: "Return library books",
    ...due("2026-11-27 18:00"),
    tags: ["errands"],
    reminders: [{ at: berlin("2026-11-27 09:00") }, { minutesBefore: 60 }],
  },
  // The rest of this week.
  { title: "Grocery shopping", ...due("2026-11-28 10:00"), tags: ["errands"], list: "Home" },
  { title: "Oma anrufen", ...due("2026-11-28 15:00"), tags: ["family"] },
  { title: "Clean the garage", ...allDay("2026-11-29"), list: "Home" },
  // Next week.
  { title: "Renew passport", ...due("2026-11-30 09:00"), tags: ["errands"] },
  { title: "1:1 with Sarah", ...due("2026-12-01 15:00"), list: "Work" },
  { title: "Yoga class", ...due("2026-12-01 18:00"), recurrence: "FREQ=WEEKLY;BYDAY=TU", tags: ["health"] },
  {
    title: "Pay rent",
    ...allDay("2026-12-01"),
    priority: "high",
    tags: ["bills"],
    recurrence: "FREQ=MONTHLY;BYMONTHDAY=1",
    list: "Home",
  },
  { title: "Quarterly report", ...due("2026-12-02 17:00"), priority: "high", list: "Work" },
  { title: "Arzttermin", ...due("2026-12-03 08:15"), tags: ["health"] },
  { title: "Car service", ...due("2026-12-04 08:30"), tags: ["car"] },
  { title: "Birthday gift for Anna", ...allDay("2026-12-05"), priority: "medium", tags: ["family"] },
  // Later.
  { title: "Schedule team offsite", ...due("2026-12-09 10:00"), priority: "medium", list: "Work" },
  { title: "Christmas cards", ...allDay("2026-12-10"), tags: ["family"], list: "Home" },
  { title: "Annual tax return", ...allDay("2026-12-15"), priority: "high", tags: ["finance"] },
  // Without a date.
  { title: "Read Dune", priority: "low", tags: ["books"] },
  { title: "Learn Spanish", tags: ["learning"] },
  { title: "Fix the leaking tap", priority: "medium", list: "Home" },
  { title: "Update CV", list: "Work" },
  { title: "Organise photos", priority: "low" },
  { title: "Research new laptop", tags: ["tech"] },
  { title: "Cancel gym membership", tags: ["finance"] },
  { title: "Fahrrad reparieren", list: "Home" },
  // Done last week (16–22 November) and this week.
  { title: "Submit expense report", ...due("2026-11-18 12:00"), list: "Work", completedOn: "2026-11-18 11:00" },
  { title: "Buy running shoes", completedOn: "2026-11-20 18:00" },
  { title: "Book hotel in Lisbon", tags: ["travel"], completedOn: "2026-11-21 10:00" },
  { title: "Vacuum the flat", list: "Home", completedOn: "2026-11-24 19:00" },
  { title: "Email landlord", completedOn: "2026-11-25 08:30" },
];

/**
 * The seed as a Taskmind JSON export, which `POST /api/import` brings into an account in one request: a case
 * that changes the account gets a fresh one, and 40 requests each would cost more than the case.
 */
export function seedFile(): string {
  const tasks: Record<string, unknown>[] = [];
  const add = ({ list, completedOn, subtasks, ...task }: SeedTask, parentId: string | null, index: number): void => {
    const id = `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;
    tasks.push({
      ...task,
      id,
      parentId,
      listId: list ?? null,
      completed: completedOn !== undefined,
      completedAt: completedOn === undefined ? null : berlin(completedOn),
      createdAt: berlin("2026-11-01 09:00"),
    });
    subtasks?.forEach((subtask, position) => {
      add(subtask, id, index * 100 + position + 1);
    });
  };
  SEED_TASKS.forEach((task, position) => {
    add(task, null, position + 1);
  });
  return JSON.stringify({
    format: JSON_EXPORT_FORMAT,
    version: JSON_EXPORT_VERSION,
    lists: EVALUATION_LISTS.map((name) => ({ id: name, name })),
    tasks,
  });
}
