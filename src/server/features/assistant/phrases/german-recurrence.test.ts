import { describe, expect, it } from "vitest";
import { describeRecurrence } from "../../../../shared/recurrence/description";
import { GERMAN_RECURRENCE_WORDS } from "./german-recurrence";

describe("a rule in German words", () => {
  it.each([
    ["FREQ=DAILY", "jeden Tag"],
    ["FREQ=DAILY;INTERVAL=2", "jeden zweiten Tag"],
    ["FREQ=WEEKLY;INTERVAL=3", "alle 3 Wochen"],
    ["FREQ=WEEKLY;BYDAY=TU", "jeden Dienstag"],
    ["FREQ=WEEKLY;BYDAY=MO,WE,FR", "jeden Montag, Mittwoch und Freitag"],
    ["FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "jeden Werktag"],
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR", "jede zweite Woche an Werktagen"],
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH", "jede zweite Woche am Dienstag und Donnerstag"],
    ["FREQ=MONTHLY;BYMONTHDAY=15", "jeden Monat am 15."],
    ["FREQ=MONTHLY;BYMONTHDAY=-2", "jeden Monat am vorletzten Tag"],
    ["FREQ=MONTHLY;BYDAY=1MO", "jeden Monat am ersten Montag"],
    ["FREQ=MONTHLY;BYDAY=-1FR", "jeden Monat am letzten Freitag"],
    ["FREQ=YEARLY;BYMONTH=6", "jedes Jahr im Juni"],
    ["FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12", "jedes Jahr am 12. Juni"],
    ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1", "jedes Jahr am letzten Tag im Februar"],
    ["FREQ=HOURLY", "wiederholt sich"],
  ])("%s → %s", (rrule, words) => {
    expect(describeRecurrence(rrule, GERMAN_RECURRENCE_WORDS)).toBe(words);
  });
});
