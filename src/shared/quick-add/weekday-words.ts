import type { Weekday } from "../recurrence/rule";

/**
 * How a weekday is written: its full `name` ("monday", "Sonnabend"); a `short` form no other word has ("mon",
 * "thurs"); or a short form that is a `word` of its own too ("sat down", "in the sun", German "so", "do"), which
 * is read as a day only where a day is asked for.
 */
type Form = "name" | "short" | "word";
interface Spelling {
  day: Weekday;
  language: "en" | "de";
  form: Form;
  /** The spelling chrono reads, where chrono does not know this one ("tues", "weds", "Sonnabend"). */
  readAs?: string;
}

const en = (day: Weekday, form: Form, readAs?: string): Spelling => ({ day, language: "en", form, readAs });
const de = (day: Weekday, form: Form, readAs?: string): Spelling => ({ day, language: "de", form, readAs });

/** Every way of writing a weekday the app reads, English and German: the one table the word lists below come from. */
const WEEKDAY_SPELLINGS: Readonly<Record<string, Spelling>> = {
  monday: en("MO", "name"),
  mon: en("MO", "short"),
  tuesday: en("TU", "name"),
  tues: en("TU", "short", "tuesday"),
  tue: en("TU", "short"),
  wednesday: en("WE", "name"),
  weds: en("WE", "short", "wednesday"),
  wed: en("WE", "word"),
  thursday: en("TH", "name"),
  thurs: en("TH", "short"),
  thur: en("TH", "short"),
  thu: en("TH", "short"),
  friday: en("FR", "name"),
  fri: en("FR", "short"),
  saturday: en("SA", "name"),
  sat: en("SA", "word"),
  sunday: en("SU", "name"),
  sun: en("SU", "word"),
  montag: de("MO", "name"),
  mo: de("MO", "word"),
  dienstag: de("TU", "name"),
  di: de("TU", "word"),
  mittwoch: de("WE", "name"),
  mi: de("WE", "word"),
  donnerstag: de("TH", "name"),
  do: de("TH", "word"),
  freitag: de("FR", "name"),
  fr: de("FR", "word"),
  samstag: de("SA", "name"),
  sonnabend: de("SA", "name", "samstag"),
  sa: de("SA", "word"),
  sonntag: de("SU", "name"),
  so: de("SU", "word"),
};

const spellings = (keep: (spelling: Spelling) => boolean) =>
  Object.entries(WEEKDAY_SPELLINGS).filter(([, spelling]) => keep(spelling));
const nameOf = (day: Weekday, language: Spelling["language"]) =>
  spellings((each) => each.day === day && each.language === language && each.form === "name" && !each.readAs)[0]?.[0];

/**
 * The weekdays a rule or a day may be written as ("every tues", "jeden Sonnabend"); German two-letter forms are
 * words ("so", "do") too often to be read as a day there.
 */
export const WEEKDAY_WORDS: Readonly<Record<string, Weekday>> = Object.fromEntries(
  spellings((each) => !(each.language === "de" && each.form === "word")).map(([word, { day }]) => [word, day]),
);

/** Spellings chrono does not know, each with the one it reads ("next tues" as "next tuesday") and its language. */
export const CHRONO_UNKNOWN_WEEKDAYS: Readonly<Record<string, { readAs: string; language: Spelling["language"] }>> =
  Object.fromEntries(
    spellings((each) => each.readAs !== undefined).map(([word, { readAs = word, language }]) => [
      word,
      { readAs, language },
    ]),
  );

/** A weekday's short form that is a word too ("sat", German "so"), with its full name: where a day is asked for. */
export const WEEKDAY_ALSO_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  spellings((each) => each.form === "word").map(([word, { day, language }]) => [word, nameOf(day, language) ?? word]),
);

/** English short forms that are words too ("sat", "sun", "wed"). */
export const ENGLISH_WEEKDAY_ALSO_WORDS: ReadonlySet<string> = new Set(
  spellings((each) => each.form === "word" && each.language === "en").map(([word]) => word),
);

/** A language's weekday spellings of the `forms` asked for (its full names: "montag", …, "sonnabend", …). */
export const weekdaySpellings = (language: Spelling["language"], forms: readonly Form[] = ["name"]) =>
  spellings((each) => each.language === language && forms.includes(each.form)).map(([word]) => word);
