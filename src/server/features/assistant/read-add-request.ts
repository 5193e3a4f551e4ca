import { languageOf } from "../../../shared/quick-add/language-of";
import type { Intent } from "./intent";
import { firstMatch, normalise, STEP_SEPARATOR } from "./message-text";
import {
  ADD,
  ADD_GERMAN,
  beginsWithOwnDay,
  dayBeforeColon,
  germanTaskOrder,
  listedTasks,
  TASK_THAT_GERMAN,
  THAT_I_FIRST,
  unquoted,
  withListBeforeColon,
  withListMention,
} from "./read-adds";
import { compound } from "./read-compound";
import { TAG } from "./read-edits";
import { GERMAN_TASK, readsAsAnotherTask } from "./reads-as-task";
import { withPriorityMark } from "./task-details";

/**
 * A task asked for in so many words ("add …", "trag … ein"), or several: `typed` as tidied, `text` its normal form.
 * Undefined when none is asked for, or when a tag is what is added.
 */
export function addRequestOf(typed: string, text: string): Intent | undefined {
  const added = ADD.exec(typed) ?? firstMatch(ADD_GERMAN, typed) ?? TASK_THAT_GERMAN.exec(typed);
  if (!added?.[1] || firstMatch(TAG, text)) return undefined;
  const addedText = unquoted(added[1]);
  const thatSaid = THAT_I_FIRST.exec(addedText)?.[1] ?? addedText;
  const said = withListBeforeColon(thatSaid);
  // "notieren Sie für Samstag: a, b und c": the day said before the colon is each task's, said after it.
  const dayFirst = dayBeforeColon(thatSaid);
  if (dayFirst) {
    const german = languageOf(typed) === "de";
    const each = listedTasks(dayFirst.tasks).listed;
    const several =
      each.length > 1 &&
      each.every((listedTask) => /\s/.test(listedTask) && readsAsAnotherTask(normalise(listedTask), german));
    const texts = (several ? each : [dayFirst.tasks]).map((listedTask) =>
      withPriorityMark(`${listedTask} ${dayFirst.day}`),
    );
    return texts.length > 1 ? { kind: "add-many", texts } : { kind: "add", text: texts[0] ?? thatSaid, explicit: true };
  }
  const title = languageOf(typed) === "de" ? germanTaskOrder(said) : said;
  // "trag ein morgen A und samstag um 16 Uhr B": each part with a day of its own first is a task of its own.
  const dated = listedTasks(said).listed;
  if (languageOf(typed) === "de" && dated.length > 1 && dated.every(beginsWithOwnDay))
    return { kind: "add-many", texts: dated.map(germanTaskOrder) };
  // "füg Brot kaufen und Müll rausbringen hinzu": German tasks, each a thing and its verb; "Salz und Pfeffer
  // kaufen" is one.
  const germanTasks = listedTasks(title);
  if (germanTasks.listed.length > 1 && germanTasks.listed.every((each) => /\s/.test(each) && GERMAN_TASK.test(each)))
    return { kind: "add-many", texts: germanTasks.withDetail };
  const items = title.split(STEP_SEPARATOR).map((each) => each.trim());
  // "todo: call the plumber, a gift for dad, renew the passport": a list after a colon is several tasks when
  // two of them read as tasks on their own ("todo: buy milk, eggs and bread" is one).
  const listed = typed.slice(0, typed.length - added[1].length).includes(":") && title.includes(",");
  const german = languageOf(typed) === "de";
  const tasks = items.filter((each) => /\s/.test(each) && readsAsAnotherTask(normalise(each), german));
  if (listed && tasks.length >= 2) return { kind: "add-many", texts: items };
  // "add buy batteries, descale the kettle and renew library card": three or more things to do, with no colon,
  // two of them tasks on their own ("add buy milk, eggs and bread" is one).
  if (items.length >= 3 && tasks.length >= 2 && items.every((each) => /\s/.test(each)))
    return { kind: "add-many", texts: items };
  // "add call the vet and buy cat food", "add buy bread and mark the plants done": more than one request.
  return compound(typed) ?? { kind: "add", text: withPriorityMark(withListMention(title)), explicit: true };
}
