import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { DAILY_CAPACITY_MAX } from "../../../../shared/limits";
import type { TaskView } from "../../../../shared/schemas/task";
import type { Preferences, User } from "../../../../shared/schemas/user";
import { formatMinutesBefore } from "../../../../shared/time/format-date";
import { useToast } from "../../../components/toast";
import { browserTimeZone } from "../../../lib/preferences";
import { instanceQuery } from "../../admin/api/admin-queries";
import { COMMON_MINUTES_BEFORE } from "../../tasks/lib/reminder-labels";
import { useUpdateMe } from "../hooks/use-me";
import { EmailRemindersField } from "./email-reminders-field";
import "./account.css";

const VIEW_OPTIONS: [TaskView, string][] = [
  ["all", "All"],
  ["today", "Today"],
  ["upcoming", "Upcoming"],
  ["overdue", "Overdue"],
  ["completed", "Completed"],
];

/** The preferences chosen from a list of options; the reminder ones have controls of their own (below). */
type Shown = Exclude<keyof Preferences, "emailReminders" | "defaultReminderMinutes">;

/** The default reminder's choices: none, or one of the usual ones, and the user's own if it is another. */
function defaultReminderOptions(current: number | null): [string, string][] {
  const minutes: number[] = [...COMMON_MINUTES_BEFORE];
  if (current !== null && !minutes.includes(current)) minutes.push(current);
  return [
    ["", "None"],
    ...minutes.sort((a, b) => a - b).map((value): [string, string] => [String(value), formatMinutesBefore(value)]),
  ];
}

const OPTIONS = {
  theme: [
    ["system", "Same as the device"],
    ["light", "Light"],
    ["dark", "Dark"],
  ],
  weekStart: [
    ["locale", "As usual where I am"],
    ["monday", "Monday"],
    ["sunday", "Sunday"],
    ["saturday", "Saturday"],
  ],
  timeFormat: [
    ["locale", "As usual where I am"],
    ["24h", "24-hour (17:00)"],
    ["12h", "12-hour (5:00 PM)"],
  ],
  defaultView: VIEW_OPTIONS,
  dailyCapacity: Array.from({ length: DAILY_CAPACITY_MAX }, (_none, index): [string, string] => {
    const count = String(index + 1);
    return [count, index === 0 ? "1 task" : `${count} tasks`];
  }),
  useAssistantModel: [
    ["true", "On: it answers what the assistant's rules don't understand"],
    ["false", "Off: the assistant's rules only"],
  ],
} satisfies Record<Exclude<Shown, "timeZone">, [string, string][]>;

const LABELS: Record<Shown, string> = {
  theme: "Theme",
  timeZone: "Time zone",
  weekStart: "Start of week",
  timeFormat: "Time format",
  defaultView: "Default task view",
  dailyCapacity: "Tasks a day (plan my day)",
  useAssistantModel: "Language model (this server has one configured for the assistant)",
};

/** What a chosen option means: the daily capacity is a number, the language model on or off. */
function chosenValue(name: Shown, option: string): Preferences[keyof Preferences] {
  if (name === "dailyCapacity") return Number(option);
  if (name === "useAssistantModel") return option === "true";
  return option;
}

/** Time zones the browser knows, with the user's own first in line even if the list lacks it. */
function timeZoneNames(current: string): string[] {
  const known = Intl.supportedValuesOf("timeZone");
  return known.includes(current) ? known : [current, ...known];
}

/** Each choice is saved (and applied) the moment it is made; there is no Save button to forget. */
export function PreferencesForm({ user }: { user: User }) {
  const update = useUpdateMe(user.id);
  const showToast = useToast();
  const ids = useId();
  const timeZone = user.preferences.timeZone ?? browserTimeZone();

  const save = (changes: Partial<Preferences>) =>
    update.mutate(
      { preferences: changes },
      {
        onSuccess: () => showToast("Preferences saved."),
        onError: (error) => showToast(`Your preference was not saved. ${error.message}`),
      },
    );

  const select = (name: Shown, value: string, options: [string, string][]) => (
    <div className="field" key={name}>
      <label htmlFor={`${ids}-${name}`}>{LABELS[name]}</label>
      <select
        id={`${ids}-${name}`}
        value={value}
        onChange={({ target }) => save({ [name]: chosenValue(name, target.value) })}
      >
        {options.map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );

  // Offered only when the operator configured a model (ASSISTANT_LLM_URL).
  const instance = useQuery(instanceQuery);
  const { preferences } = user;
  return (
    <div className="form settings-grid">
      {select("theme", preferences.theme, OPTIONS.theme)}
      {select(
        "timeZone",
        timeZone,
        timeZoneNames(timeZone).map((name) => [name, name.replaceAll("_", " ")]),
      )}
      {select("weekStart", preferences.weekStart, OPTIONS.weekStart)}
      {select("timeFormat", preferences.timeFormat, OPTIONS.timeFormat)}
      {select("defaultView", preferences.defaultView, OPTIONS.defaultView)}
      {select("dailyCapacity", String(preferences.dailyCapacity), OPTIONS.dailyCapacity)}
      {instance.data?.assistantModel &&
        select("useAssistantModel", String(preferences.useAssistantModel), OPTIONS.useAssistantModel)}
      <div className="field">
        <label htmlFor={`${ids}-defaultReminderMinutes`}>Default reminder for timed tasks</label>
        <select
          id={`${ids}-defaultReminderMinutes`}
          aria-describedby={`${ids}-defaultReminderMinutes-hint`}
          value={preferences.defaultReminderMinutes ?? ""}
          onChange={({ target }) => save({ defaultReminderMinutes: target.value === "" ? null : Number(target.value) })}
        >
          {defaultReminderOptions(preferences.defaultReminderMinutes).map(([option, label]) => (
            <option key={option} value={option}>
              {label}
            </option>
          ))}
        </select>
        <p id={`${ids}-defaultReminderMinutes-hint`} className="field-hint">
          For new tasks due at a time
        </p>
      </div>
      <EmailRemindersField user={user} onChange={(on) => save({ emailReminders: on })} />
    </div>
  );
}
