import { BREAK_DOWN_STEPS } from "../../../../shared/limits";
import { oneOrMany, plural } from "../../../../shared/plural";
import { listMention } from "../../../../shared/quick-add/list-mention";
import { describeRecurrence } from "../../../../shared/recurrence/description";
import type { Reminder, TaskPriority } from "../../../../shared/schemas/task";
import { dayOf } from "../../../../shared/time/calendar";
import {
  formatDay,
  formatDue,
  formatMonth,
  formatTimeOfDay,
  type MinutesUnit,
  unitsOfMinutes,
} from "../../../../shared/time/format-date";
import type { TimeOfDay } from "../../../../shared/time/zoned-time";
import { partOfDay } from "../greeting";
import type { PlanClock, Reason } from "../plans";
import { GERMAN_RECURRENCE_WORDS } from "./german-recurrence";
import type { During, Filters, Phrases, Selection, Span } from "./phrases";

/**
 * German replies, with "du" as Todoist's German app says it. Titles are quoted „so“, the German way; a test that
 * looks for a title in a German reply looks for the title, not for its quotes. The app's own pages are named as
 * its navigation shows them (Tasks, Lists, Settings, Inbox), which is English for now.
 */
export const GERMAN_LOCALE = "de-DE";

/** "1 Aufgabe", "3 Aufgaben": the noun's singular and plural (for `plural`); the case is the caller's. */
type Noun = readonly [one: string, many: string];
const TASK: Noun = ["Aufgabe", "Aufgaben"];
const OPEN_TASK: Noun = ["offene Aufgabe", "offene Aufgaben"];
const MORE_TASK: Noun = ["weitere Aufgabe", "weitere Aufgaben"];
const CHANGE: Noun = ["Änderung", "Änderungen"];
/** Dative plural "Tagen" ("seit 3 Tagen", "an 3 Tagen"); accusative "Tage" ("um 3 Tage"). */
const DAYS_DATIVE: Noun = ["Tag", "Tagen"];
const DAYS_ACCUSATIVE: Noun = ["Tag", "Tage"];
const WEEKS: Noun = ["Woche", "Wochen"];
const SUBTASK: Noun = ["Unteraufgabe", "Unteraufgaben"];

const SUGGESTIONS = {
  dueToday: "Was ist heute fällig?",
  overdue: "Was ist überfällig?",
  highPriority: "Hohe Priorität",
  planDay: "Plane meinen Tag",
  review: "Wochenrückblick",
  help: "Hilfe",
};

/** Each adds a task to an account that has none (see the assistant's tests). */
const EXAMPLES = [
  "Füge Milch kaufen morgen um 17 Uhr hinzu",
  "Mama am Freitag anrufen #familie p1",
  "Blumen gießen jeden Sonntag",
];

/** "Guten Morgen, Ada". */
const hello = (name: string, hour: number) =>
  `${{ morning: "Guten Morgen", afternoon: "Guten Tag", evening: "Guten Abend" }[partOfDay(hour)]}${name ? `, ${name}` : ""}`;

/** Grouped as the English help is (en.ts). */
const HELP = [
  "Das verstehe ich:",
  "",
  "Aufgaben hinzufügen",
  "• Hafermilch kaufen morgen 17 Uhr #einkauf p1 · Mama anrufen am Freitag · erinnere mich morgen um 9 an die Steuer",
  "• mit +Einkauf darin landet eine neue Aufgabe in dieser Liste",
  "",
  "Nach ihnen fragen",
  "• Was ist heute fällig? · Was ist überfällig? · Wie viele Aufgaben habe ich diese Woche? · Wann ist der Zahnarzt? · Was habe ich erledigt?",
  "• zeig #einkauf · hohe Priorität · was ist in +Arbeit · was ist in meiner Inbox",
  "",
  "Sie ändern",
  "• erledige Hafermilch kaufen · lösche den Zahnarzt · rückgängig",
  "• verschiebe Zahnarzt auf Freitag · Zahnarzt auf Montag verschieben · benenne X in Y um",
  "• mehrere auf einmal: erledige A und verschiebe B auf Montag",
  "",
  "Planen",
  "• plane meinen Tag: Überfälliges, heute Fälliges und Aufgaben mit hoher Priorität, das Dringendste zuerst, so viele wie deine Tageskapazität (Settings)",
  "• plane meine Woche: dasselbe über den Rest deiner Woche verteilt, höchstens deine Tageskapazität pro Tag",
  "• was als Nächstes: die eine Aufgabe für jetzt, und warum",
  "• Wochenrückblick: erledigt in den letzten 7 Tagen, was liegen geblieben ist, die nächsten 7 Tage",
  "",
  "Löschen und Änderungen an mehreren Aufgaben fragen vorher nach, und jede Änderung lässt sich rückgängig machen. Englisch geht auch.",
].join("\n");

const UNKNOWN_DAY = "Versuch es mit heute, morgen, Freitag, 3. Dezember, 10.12. oder in 2 Wochen.";
const QUESTIONS_I_ANSWER =
  "Ich beantworte Fragen zu deinen Aufgaben, z. B. „Was ist heute fällig?“, „Wie viele Aufgaben sind überfällig?“, " +
  "„Wann ist der Zahnarzt?“ oder „Was habe ich diese Woche erledigt?“. Sag „Hilfe“ für alles Weitere.";
const NOTHING_PRESSING = "nichts ist überfällig oder heute fällig, und keine Aufgabe ohne Datum hat hohe Priorität";

const PRIORITY: Record<Exclude<TaskPriority, "none">, { adjective: string; dative: string; name: string }> = {
  high: { adjective: "hohe", dative: "hoher", name: "hoch" },
  medium: { adjective: "mittlere", dative: "mittlerer", name: "mittel" },
  low: { adjective: "niedrige", dative: "niedriger", name: "niedrig" },
};

const MINUTES_UNITS: Record<MinutesUnit, Noun> = {
  week: ["Woche", "Wochen"],
  day: ["Tag", "Tage"],
  h: ["Std.", "Std."],
  min: ["Min.", "Min."],
};

const quoted = (text: string) => `„${text}“`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "17:05 Uhr" on the 24-hour clock, "5:05 PM" on the 12-hour one the user chose. */
const oClock = (time: TimeOfDay, hour12: boolean | undefined) =>
  hour12 ? formatTimeOfDay(time, { hour12 }) : `${formatTimeOfDay(time, { locale: GERMAN_LOCALE })} Uhr`;
const is = (count: number) => oneOrMany(count, "ist", "sind");

function reasonText(reason: Reason, hour12: boolean | undefined): string {
  switch (reason.kind) {
    case "priority":
      return `${PRIORITY[reason.priority].adjective} Priorität`;
    case "overdue":
      return `seit ${plural(reason.days, ...DAYS_DATIVE)} überfällig`;
    case "overdue-today":
      return `seit ${oClock(reason.time, hour12)} überfällig`;
    case "due-today":
      return reason.time ? `heute um ${oClock(reason.time, hour12)} fällig` : "heute fällig";
  }
}

export function de(clock: PlanClock): Phrases {
  const thisYear = dayOf(clock.now, clock.timeZone).year;
  const { hour12 } = clock;
  const format = { locale: GERMAN_LOCALE, timeZone: clock.timeZone, now: clock.now, hour12 };
  const reason: Phrases["reason"] = (why) => reasonText(why, hour12);

  const dayLabel: Phrases["day"] = (day, length = "long") =>
    formatDay(day, { locale: GERMAN_LOCALE, length, thisYear });
  const reminderLabel = (reminder: Reminder) => {
    if ("at" in reminder) return formatDue(reminder.at, false, format);
    if (reminder.minutesBefore === 0) return "Zur Fälligkeit";
    const pieces = unitsOfMinutes(reminder.minutesBefore).map(({ unit, count }) =>
      plural(count, ...MINUTES_UNITS[unit]),
    );
    return `${pieces.join(" ")} vorher`;
  };

  /** When, as an adverb: "heute", "diese Woche", "am Freitag, 27. November", "in den letzten 7 Tagen". */
  const spanLabel = (span: Span): string => {
    switch (span.kind) {
      case "today":
        return "heute";
      case "tomorrow":
        return "morgen";
      case "yesterday":
        return "gestern";
      case "this-week":
        return "diese Woche";
      case "next-week":
        return "nächste Woche";
      case "last-week":
        return "letzte Woche";
      case "weekend":
        return "dieses Wochenende";
      case "day":
        return `am ${dayLabel(span.day)}`;
      case "month":
        return `im ${formatMonth(span.first, { locale: GERMAN_LOCALE })}`;
      case "last-days":
        return `in den letzten ${span.days} Tagen`;
      case "until":
        return `bis ${dayLabel(span.day)}`;
    }
  };
  /** What the tasks are, after "ist"/"sind": "überfällig", "heute fällig", "ohne Fälligkeitsdatum". */
  const duringLabel = (during: During): string => {
    switch (during.kind) {
      case "overdue":
        return "überfällig";
      case "today":
        return during.overdue ? "heute fällig oder überfällig" : "heute fällig";
      case "undated":
        return "ohne Fälligkeitsdatum";
      case "due":
        return `${spanLabel(during.span)} fällig`;
    }
  };
  /** " in +Arbeit mit #einkauf und hoher Priorität passend zu „Steuer“", with its leading space; or "". */
  const filtersLabel = ({ list, tag, priority, matching }: Filters) => {
    const having = [tag ? `#${tag}` : "", priority ? `${PRIORITY[priority].dative} Priorität` : ""].filter(Boolean);
    return [
      list !== undefined ? ` in ${list ? listMention(list.name) : "deiner Inbox"}` : "",
      having.length > 0 ? ` mit ${having.join(" und ")}` : "",
      matching ? ` passend zu ${quoted(matching)}` : "",
    ].join("");
  };
  const counted = (count: number, more: boolean, { during }: Selection) =>
    `${more ? "mehr als " : ""}${plural(count, ...(during ? TASK : OPEN_TASK))}`;
  const tags = (names: readonly string[]) => names.map((tag) => `#${tag}`).join(" ");
  /** The question's infinitive or the done reply's participle. */
  const verb = (done: boolean, infinitive: string, participle: string) => (done ? participle : infinitive);

  return {
    suggestions: SUGGESTIONS,
    examples: EXAMPLES,
    postponeOverdueSuggestion: "Alles Überfällige auf morgen verschieben",
    planWeekSuggestion: "Plane meine Woche",
    help: HELP,
    yes: "Ja",
    greeting({ name, hour, dueToday, overdue }) {
      const summary = [dueToday > 0 && `${dueToday} heute fällig`, overdue > 0 && `${overdue} überfällig`].filter(
        Boolean,
      );
      return `${hello(name, hour)} — ${summary.length > 0 ? summary.join(", ") : "heute ist nichts fällig"}.`;
    },
    welcome: ({ name, hour }) =>
      `${hello(name, hour)} — willkommen bei Taskmind.\n` +
      "Schreib eine Aufgabe, wie du sie sagen würdest, und ich füge sie hinzu, mit Tag und Uhrzeit, #Stichwörtern, " +
      "einer Priorität (p1 hoch bis p3 niedrig) und einer +Liste. Probier eine davon:",
    smallTalk: (kind) =>
      ({
        thanks: "Gern geschehen!",
        bye: "Bis bald!",
        "how-are-you": "Alles gut hier, danke! Was kann ich für dich tun?",
        other: "Okay. Frag mich nach deinen Aufgaben, oder schreib eine, um sie hinzuzufügen.",
      })[kind],

    tasks: (count) => plural(count, ...TASK),
    inAll: (count) => `Insgesamt ${plural(count, ...TASK)}.`,
    quoted,
    day: dayLabel,
    time: (time) => formatTimeOfDay(time, format),
    due: (dueAt, allDay) => formatDue(dueAt, allDay, format),
    reminder: reminderLabel,
    repeats: (rule) => describeRecurrence(rule, GERMAN_RECURRENCE_WORDS),
    priorityName: (priority) => `Priorität ${PRIORITY[priority].name}`,
    reason,
    why: (title, reasons) => `${quoted(title)} — ${reasons.map(reason).join(", ")}`,
    describe(change, what, done) {
      switch (change.kind) {
        case "complete":
          return `${what} ${verb(done, "erledigen", "erledigt")}`;
        case "delete":
          return `${what} ${verb(done, "löschen", "gelöscht")}`;
        case "tag":
          return `${tags(change.tags)} zu ${what} ${verb(done, "hinzufügen", "hinzugefügt")}`;
        case "untag":
          return `${tags(change.tags)} von ${what} ${verb(done, "entfernen", "entfernt")}`;
        case "move": {
          const day = change.day ? ` auf ${dayLabel(change.day)}` : "";
          const time = change.time ? ` ${change.day ? "um" : "auf"} ${oClock(change.time, hour12)}` : "";
          return `${what}${day}${time} ${verb(done, "verschieben", "verschoben")}`;
        }
        case "rename":
          return `${what} in ${quoted(change.title)} ${verb(done, "umbenennen", "umbenannt")}`;
        case "priority":
          return change.priority === "none"
            ? `Priorität von ${what} ${verb(done, "entfernen", "entfernt")}`
            : `${what} ${PRIORITY[change.priority].adjective} Priorität ${verb(done, "geben", "gegeben")}`;
        case "stop-repeating":
          return `Wiederholung von ${what} ${verb(done, "beenden", "beendet")}`;
        case "repeat":
          return `${what} ${describeRecurrence(change.rule, GERMAN_RECURRENCE_WORDS)} ${verb(done, "wiederholen", "wiederholt")}`;
        case "undate":
          return `Fälligkeitsdatum von ${what} ${verb(done, "entfernen", "entfernt")}`;
        case "shift": {
          const days = Math.abs(change.days);
          const by = days % 7 === 0 ? plural(days / 7, ...WEEKS) : plural(days, ...DAYS_ACCUSATIVE);
          const way = change.days > 0 ? "nach hinten" : "nach vorne";
          return `${what} um ${by} ${way} ${verb(done, "verschieben", "verschoben")}`;
        }
        case "remind":
          return `Erinnerung für ${what} ${verb(done, "hinzufügen", "hinzugefügt")}: ${reminderLabel(change.reminder)}`;
        case "file": {
          if (change.newList !== undefined && !done)
            return `Liste ${quoted(change.newList)} anlegen und ${what} dorthin verschieben`;
          const list = change.listId === null && change.newList === undefined ? "deine Inbox" : change.list;
          return `${what} in ${list} ${verb(done, "verschieben", "verschoben")}`;
        }
        case "edit": {
          const changes = Object.values(change.changes);
          const names = { title: "Titel", description: "Beschreibung" };
          const fields = (["title", "description"] as const).filter((field) => changes.some((each) => field in each));
          const changed = fields.map((field) => names[field]).join(" und ") || "Felder";
          return `${changed} von ${what} ${verb(done, "ändern", "geändert")}`;
        }
        case "break-down":
          return `${what} in ${plural(change.steps.length, ...SUBTASK)} ${verb(done, "aufteilen", "aufgeteilt")}: ${change.steps.map(quoted).join(", ")}`;
      }
    },

    whichTask:
      "Welche Aufgabe meinst du? Nenn sie mit ein paar Wörtern ihres Titels, z. B. „Zahnarzt dringend machen“.",
    unknownDay: UNKNOWN_DAY,
    notADay: (words) => `Ich weiß nicht, welcher Tag ${quoted(words)} ist. ${UNKNOWN_DAY}`,
    timeOrDay: (words) => `Meinst du ${quoted(words)} als Uhrzeit oder als Tag?`,
    notSureWhatAsked: `Ich bin nicht sicher, was du fragst. ${QUESTIONS_I_ANSWER}`,
    cannotDoYet: "Das kann ich noch nicht — sag „Hilfe“, um zu sehen, was ich kann.",
    didNotUnderstand: (changes) =>
      "Entschuldige, das habe ich nicht verstanden. Sag „Hilfe“, um zu sehen, was ich verstehe, oder füg es als Aufgabe hinzu." +
      (changes > 0
        ? ` ${plural(changes, ...CHANGE)} von unterwegs ${oneOrMany(changes, "lässt", "lassen")} sich rückgängig machen.`
        : ""),
    nothingOverdue: "Nichts ist überfällig.",
    nothingDueToday: "Heute ist nichts fällig.",
    noneTagged: (tag) => `Keine offene Aufgabe hat den Tag #${tag}.`,
    addAsTaskChoice: (text) => `${quoted(text)} als Aufgabe hinzufügen`,
    addAsTaskQuestion: (text) => `${quoted(text)} als Aufgabe hinzufügen?`,
    addToNewListQuestion: (title, list) => `${quoted(title)} in einer neuen Liste ${quoted(list)} anlegen?`,
    alreadyHave: (title) => `Du hast schon ${quoted(title)}.`,
    noTaskCalled: (name) => `Ich habe keine offene Aufgabe namens ${quoted(name)} gefunden.`,
    whichOne: (count, name, more) =>
      `Welche? ${plural(count, ...TASK)} passen zu ${quoted(name)}.${more ? " Sag mehr von ihrem Namen, um die anderen zu sehen." : ""}`,
    tooVague: (name, wordsMax) =>
      `${quoted(name)} ist zu ungenau, um zu wissen, welche Aufgabe du meinst: ` +
      `nenn sie mit ein paar Wörtern ihres Titels (höchstens ${wordsMax}).`,
    firstOnly: (shown) => `Hier sind die ersten ${shown}; unter „Tasks“ findest du alle.`,
    tasksGone: "Diese Aufgaben gibt es nicht mehr, also hat sich nichts geändert.",
    taskGone: "Diese Aufgabe gibt es nicht mehr, also hat sich nichts geändert.",
    refused: (why) => `${why} Nichts wurde geändert.`,
    notATitle: "Kein gültiger Titel.",
    notAListName: "Kein gültiger Listenname.",
    notTags: "Das sind keine gültigen Tags.",
    alreadySo: (count) =>
      `Nichts geändert: ${oneOrMany(count, "sie ist", "sie sind")} schon so, oder ${oneOrMany(count, "wurde", "wurden")} inzwischen geändert.`,
    leftAlone: (count) =>
      `${plural(count, ...TASK)} ${oneOrMany(count, "wurde", "wurden")} inzwischen geändert und ${oneOrMany(count, "blieb", "blieben")} unberührt.`,
    cannotBreakDown: (title, why) => `${quoted(title)} lässt sich nicht aufteilen: ${why} Nichts wurde geändert.`,
    stepsCount:
      `Eine Aufgabe lässt sich in ${BREAK_DOWN_STEPS.min} bis ${BREAK_DOWN_STEPS.max} Schritte aufteilen, getrennt durch Kommas oder „und“, ` +
      "z. B. „teile Reise planen auf in Flüge buchen, Hotel buchen und packen“. Nichts wurde geändert.",
    stepEmpty: (step) => `Schritt ${step} ist leer. Nichts wurde geändert.`,
    stepRefused: (step, why) => `Schritt ${step}: ${why} Nichts wurde geändert.`,

    nothingToPlan: `Nichts zu planen: ${NOTHING_PRESSING}.`,
    nothingPressing: `Nichts ist dringend: ${NOTHING_PRESSING}.`,
    dayPlan: (count, capacity) =>
      `Dein Plan für heute: ${plural(count, ...TASK)} (deine Tageskapazität ist ${capacity}).`,
    moreCouldGoIn: (count) => `${plural(count, ...MORE_TASK)} ${oneOrMany(count, "könnte", "könnten")} noch dazu.`,
    dayPlanHow:
      "Entfernen, hinzufügen oder umsortieren, dann annehmen: die Aufgaben des Plans bekommen das heutige Datum.",
    acceptDayPlan: "Diesen Plan annehmen?",
    acceptDayPlanLabel: "Plan annehmen",
    nothingToPlanThisWeek: (lastDay) =>
      `Diese Woche gibt es nichts zu planen: nichts ist überfällig oder bis ${dayLabel(lastDay)} fällig, und keine Aufgabe ohne Datum hat hohe Priorität.`,
    weekPlan: (count, days, capacity) =>
      `Dein Plan für die Woche: ${plural(count, ...TASK)} an ${plural(days, ...DAYS_DATIVE)}, ` +
      `höchstens ${capacity} pro Tag (deine Tageskapazität).`,
    weekDay: (day, titles) =>
      `${dayLabel(day, "short")}: ${titles.length === 0 ? "nichts" : `${plural(titles.length, ...TASK)} — ${titles.map(quoted).join(", ")}`}`,
    didNotFit: (count) =>
      `${plural(count, ...MORE_TASK)} ${oneOrMany(count, "passte nicht hinein und bleibt, wie sie ist", "passten nicht hinein und bleiben, wie sie sind")}.`,
    weekPlanHow: "Nimm ihn an, und jede Aufgabe ist an ihrem Tag fällig, zu ihrer eigenen Uhrzeit.",
    acceptWeekPlan: "Diesen Plan für die Woche annehmen?",
    planStale: (count) =>
      `${plural(count, ...TASK)} des Plans ${oneOrMany(count, "hat", "haben")} sich seitdem geändert, also wurde nichts geändert.`,
    plannedToday: (count) => `${plural(count, ...TASK)} für heute eingeplant.`,
    plannedWeek: (count) => `Deine Woche ist geplant: ${plural(count, ...TASK)}, jede an ihrem Tag.`,
    noneOpen: "Keine Aufgabe des Plans ist mehr offen, also wurde nichts geändert.",
    review: ({ completed, slipped, upcoming, days }) =>
      `Deine Woche: ${plural(completed, ...TASK)} in den letzten ${days} Tagen erledigt, ` +
      `${slipped} liegen geblieben, ${plural(upcoming, ...TASK)} in den nächsten ${days} Tagen fällig.` +
      (slipped > 0 ? " Schieb die liegen gebliebenen weiter oder lösch sie." : ""),
    reviewFix: (kind, title) =>
      kind === "drop"
        ? `${quoted(title)} löschen`
        : `${quoted(title)} auf ${kind === "tomorrow" ? "morgen" : "nächste Woche"} verschieben`,
    reviewFixButton: (kind) => ({ tomorrow: "Morgen", "next-week": "Nächste Woche", drop: "Löschen" })[kind],
    reviewSections: (days) => ({
      name: "Wochenrückblick",
      completed: { title: `In den letzten ${days} Tagen erledigt`, none: "Nichts erledigt." },
      slipped: { title: "Liegen geblieben", none: "Nichts liegen geblieben." },
      upcoming: { title: `In den nächsten ${days} Tagen fällig`, none: "Nichts fällig." },
    }),
    reviewBreakDown: (title) => ({
      text: "Zerlegen",
      label: `${quoted(title)} zerlegen`,
      message: `zerlege ${title} in `,
    }),

    added(title, details) {
      const said = `${quoted(title)} hinzugefügt${details.length > 0 ? ` — ${details.join(" · ")}` : ""}`;
      // A short date ends with its own dot ("Mi., 9. Dez."): no second one.
      return said.endsWith(".") ? said : `${said}.`;
    },
    reminderDetail: (reminder) => `Erinnerung: ${reminderLabel(reminder)}`,
    addedMany: (titles) => `${plural(titles.length, ...TASK)} hinzugefügt: ${titles.map(quoted).join(", ")}.`,
    tooManyToAdd: (max) => `Ich füge höchstens ${max} Aufgaben auf einmal hinzu. Nichts wurde hinzugefügt.`,
    emptyTask: (task) => `Aufgabe ${task} ist leer. Nichts wurde hinzugefügt.`,
    noListCalled: (name) =>
      `Du hast keine Liste namens ${quoted(name)}. Listen legst du unter „Lists“ in der Navigation an.`,
    whenDue: (title, { dueAt, dueAllDay }) =>
      dueAt
        ? `${quoted(title)} ist fällig: ${formatDue(dueAt, dueAllDay, format)}.`
        : `${quoted(title)} hat kein Fälligkeitsdatum.`,
    completedNothing: (span) => `Du hast ${spanLabel(span)} nichts erledigt.`,
    completedTasks: (count, span) => `Du hast ${spanLabel(span)} ${plural(count, ...TASK)} erledigt:`,
    cannotLookFor: (text) => `Nach ${quoted(text)} kann ich nicht suchen.`,
    nothingIs: ({ during, filters }) => `Keine Aufgabe${filtersLabel(filters)} ist ${duringLabel(during)}.`,
    nothingOpen(filters) {
      const { list, ...others } = filters;
      if (list !== undefined && Object.values(others).every((value) => !value)) {
        return `In ${list ? listMention(list.name) : "deiner Inbox"} ist nichts offen.`;
      }
      const filtered = filtersLabel(filters);
      return filtered ? `Keine offene Aufgabe${filtered}.` : "Keine offene Aufgabe mehr.";
    },
    youHave(count, more, selection) {
      const { during, filters } = selection;
      const tasks = `${counted(count, more, selection)}${filtersLabel(filters)}`;
      return during ? `${capitalised(tasks)} ${is(more ? 2 : count)} ${duringLabel(during)}.` : `Du hast ${tasks}.`;
    },
    listing(count, more, selection) {
      const { during, filters } = selection;
      const tasks = capitalised(`${counted(count, more, selection)}${filtersLabel(filters)}`);
      return during ? `${tasks} ${is(more ? 2 : count)} ${duringLabel(during)}:` : `${tasks}:`;
    },
    nothingToUndo: "Es gibt nichts rückgängig zu machen.",
    undoExpired: (message) => `Die Änderungen von ${quoted(message)} lassen sich nicht mehr rückgängig machen.`,
    undone: (changes, message, unchanged) =>
      `Rückgängig gemacht: ${plural(changes, ...CHANGE)} von ${quoted(message)}.` +
      (unchanged > 0
        ? ` ${plural(unchanged, ...TASK)} ${oneOrMany(unchanged, "wurde", "wurden")} seitdem geändert und ${oneOrMany(unchanged, "bleibt, wie sie ist", "bleiben, wie sie sind")}.`
        : ""),
    notARepeat: (words) =>
      `${quoted(words)} kann ich nicht als Wiederholung lesen. Versuch es mit „jeden Dienstag“ oder „alle 2 Wochen“.`,
    notAReminderTime: (words) =>
      `Ich weiß nicht, wann ${quoted(words)} ist, oder es ist schon vorbei. ` +
      "Versuch es mit „erinnere mich morgen um 9 an den Zahnarzt“.",
    noMatch: (text) => `Keine offene Aufgabe passt zu ${quoted(text)}.`,
    matches: (count, text) => `${plural(count, ...TASK)} ${oneOrMany(count, "passt", "passen")} zu ${quoted(text)}:`,
    overCapacity: (capacity) =>
      `Deine Tageskapazität ist ${plural(capacity, ...TASK)}; entferne welche, oder erhöhe sie unter „Settings“.`,
  } satisfies Phrases;
}
