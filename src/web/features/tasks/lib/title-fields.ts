import type { ListName } from "../../../../shared/schemas/list";
import type { QuickAddResult } from "../../../../shared/schemas/quick-add";
import type { PreviewItem } from "../../quick-add/lib/preview-items";
import { taskFieldsOf } from "../../quick-add/lib/task-fields-of";
import { toDueInput } from "./due-input";
import { reminderInputOf, SERVER_DEFAULT_REMINDERS } from "./reminder-input";
import { repeatInputOf } from "./repeat-input";
import { EMPTY_TASK_FORM, type TaskFormValues } from "./task-form-values";

/** What a title can say, each filling its own fields of the Add Task form. */
export type TitleFieldKind = "date" | "priority" | "tag" | "list" | "recurrence" | "reminder";

/** The fields a title can fill. */
export type TitleFilledField = Exclude<keyof TaskFormValues, "title" | "description">;

/** The fields each thing a title says fills; a hand edit of any of them makes the form's values win. */
const FIELDS_OF_KIND: Record<TitleFieldKind, readonly TitleFilledField[]> = {
  date: ["date", "time"],
  priority: ["priority"],
  tag: ["tags"],
  list: ["list"],
  recurrence: ["repeat", "repeatEvery", "repeatDays", "repeatMonthDay", "repeatRule"],
  reminder: ["reminders"],
};
export const TITLE_FIELD_KINDS = Object.keys(FIELDS_OF_KIND) as TitleFieldKind[];

/** Which thing a title can say a form field holds (none for the title and description). */
export function titleKindOfField(field: keyof TaskFormValues): TitleFieldKind | undefined {
  return TITLE_FIELD_KINDS.find((kind) => (FIELDS_OF_KIND[kind] as readonly string[]).includes(field));
}

/** The preview item's kind as a field kind: a list offered for creation is about the list field. */
export const titleKindOfItem = (item: PreviewItem): TitleFieldKind => (item.kind === "new-list" ? "list" : item.kind);

/**
 * The form's fields as the title's reading sets them: what it does not say, as an empty form has it (so a word
 * deleted from the title empties its field again). `lists`: those the title was read with; the zone is the user's.
 */
export function titleFieldValues(
  reading: QuickAddResult | undefined,
  lists: readonly ListName[],
  timeZone: string,
): Pick<TaskFormValues, TitleFilledField> {
  const { title: _title, description: _description, ...empty } = EMPTY_TASK_FORM;
  if (!reading) return empty;
  const said = taskFieldsOf(reading, lists);
  return {
    ...empty,
    ...toDueInput(reading.dueAt, reading.allDay, timeZone),
    priority: said.priority,
    tags: said.tags.join(", "),
    ...repeatInputOf(said.recurrence ?? null),
    list: said.listId ?? "",
    reminders: said.reminders ? reminderInputOf(said.reminders) : SERVER_DEFAULT_REMINDERS,
  };
}

export const fieldsOfKind = (kind: TitleFieldKind): readonly TitleFilledField[] => FIELDS_OF_KIND[kind];
