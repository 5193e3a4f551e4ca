import { describe, expect, it } from "vitest";
import type { AssistantResponse } from "../../../../shared/schemas/assistant";
import type { Task } from "../../../../shared/schemas/task";
import { NEW_TASK_DEFAULTS } from "../../../../test/new-task-defaults";
import {
  type AccountState,
  consentsTo,
  type Expectation,
  inItsLanguage,
  localDue,
  saysCount,
  score,
  tally,
} from "./score";
import { berlin } from "./seed";

let ids = 0;
function task(title: string, fields: Partial<Task> = {}): Task {
  ids += 1;
  return {
    ...NEW_TASK_DEFAULTS,
    id: `task-${ids}`,
    title,
    description: "",
    tags: [],
    reminders: [],
    position: ids,
    createdAt: "2026-11-01T08:00:00.000Z",
    updatedAt: "2026-11-01T08:00:00.000Z",
    ...fields,
  };
}

const stateOf = (...tasks: Task[]): AccountState => ({ tasks: new Map(tasks.map((one) => [one.id, one])), lists: [] });
const edited = (original: Task, fields: Partial<Task>): Task => ({
  ...original,
  ...fields,
  version: original.version + 1,
});
const reply = (fields: Partial<AssistantResponse> = {}): AssistantResponse => ({
  reply: "",
  tasks: [],
  actions: [],
  choices: [],
  suggestions: [],
  ...fields,
});

const dentist = task("Dentist", { dueAt: berlin("2026-11-24 10:00"), tags: ["health"] });
const bank = task("Call bank", { reminders: [{ minutesBefore: 15 }] });
const trash = task("Take out the trash", { dueAt: berlin("2026-11-26 19:00"), recurrence: "FREQ=WEEKLY;BYDAY=TH" });
const seeded = stateOf(dentist, bank, trash);

function verdictOf(expectation: Expectation, end: AccountState, response = reply(), beforeLast = seeded) {
  return score(expectation, { start: seeded, beforeLast, end, response }).outcome;
}

describe("the evaluation's scorer", () => {
  it("calls any change a question or small talk made harmful, and an answer right by its cards and count", () => {
    const added = stateOf(dentist, bank, trash, task("what's overdue"));
    expect(verdictOf({ expect: "answer", tasks: ["Dentist"] }, added)).toBe("harmful");
    expect(verdictOf({ expect: "none" }, added)).toBe("harmful");
    const cards = reply({ tasks: [dentist, bank], reply: "2 tasks are overdue." });
    expect(verdictOf({ expect: "answer", tasks: ["Dentist", "Call bank"] }, seeded, cards)).toBe("right");
    expect(verdictOf({ expect: "answer", tasks: ["Dentist", "Call bank"] }, seeded, { ...cards, reply: "Here." })).toBe(
      "partly",
    );
    expect(verdictOf({ expect: "answer", tasks: ["Dentist", "Take out the trash"] }, seeded, cards)).toBe("partly");
    expect(verdictOf({ expect: "answer", tasks: ["Take out the trash"] }, seeded, cards)).toBe("wrong");
    expect(verdictOf({ expect: "ask" }, seeded, reply({ confirm: { token: "t", prompt: "Add it?" } }))).toBe("right");
    expect(verdictOf({ expect: "ask" }, seeded)).toBe("wrong");
  });

  it("scores a change by its task and fields: right, a detail off, nothing done, or something else touched", () => {
    const moved: Expectation = { expect: "change", update: { Dentist: { due: "2026-11-27T10:00" } } };
    expect(verdictOf(moved, stateOf(edited(dentist, { dueAt: berlin("2026-11-27 10:00") }), bank, trash))).toBe(
      "right",
    );
    expect(verdictOf(moved, stateOf(edited(dentist, { dueAt: berlin("2026-11-27 15:00") }), bank, trash))).toBe(
      "partly",
    );
    expect(verdictOf(moved, seeded)).toBe("wrong");
    expect(verdictOf(moved, stateOf(dentist, edited(bank, { dueAt: berlin("2026-11-27 10:00") }), trash))).toBe(
      "harmful",
    );
    // Moving it and dropping its tag loses the tag.
    const untagged = edited(dentist, { dueAt: berlin("2026-11-27 10:00"), tags: [] });
    expect(verdictOf(moved, stateOf(untagged, bank, trash))).toBe("harmful");
    const reminded: Expectation = { expect: "change", update: { "Call bank": { reminders: 2 } } };
    const replaced = edited(bank, { reminders: [{ minutesBefore: 60 }] });
    expect(verdictOf(reminded, stateOf(dentist, replaced, trash))).toBe("harmful");
    const another = edited(bank, { reminders: [{ minutesBefore: 15 }, { minutesBefore: 60 }] });
    expect(verdictOf(reminded, stateOf(dentist, another, trash))).toBe("right");
  });

  it("takes a repeating task's completed copy as its completion, and checks a new task's title and fields", () => {
    const copy = task("Take out the trash", { completed: true, completedAt: "2026-11-26T08:00:00.000Z" });
    const next = edited(trash, { dueAt: berlin("2026-12-03 19:00") });
    expect(verdictOf({ expect: "change", complete: ["Take out the trash"] }, stateOf(dentist, bank, next, copy))).toBe(
      "right",
    );
    const milk: Expectation = { expect: "change", create: [{ title: "buy milk", due: "2026-11-27" }] };
    expect(
      verdictOf(milk, stateOf(dentist, bank, trash, task("Buy milk", { dueAt: berlin("2026-11-27 09:00") }))),
    ).toBe("right");
    expect(verdictOf(milk, stateOf(dentist, bank, trash, task("buy milk tomorrow")))).toBe("partly");
    expect(
      verdictOf({ oneOf: [milk, { expect: "ask" }] }, seeded, reply({ choices: [{ label: "Yes", token: "t" }] })),
    ).toBe("right");
  });

  it("calls an undo right when it puts back what came before, and harmful when it touches anything else", () => {
    const added = stateOf(dentist, bank, trash, task("buy stamps"));
    expect(verdictOf({ expect: "revert" }, seeded, reply(), added)).toBe("right");
    expect(verdictOf({ expect: "revert" }, added, reply(), added)).toBe("wrong");
    const others = stateOf(dentist, bank, trash, task("undo"));
    expect(verdictOf({ expect: "revert" }, others, reply(), stateOf(dentist, bank, trash))).toBe("harmful");
  });

  it("reads counts and wall-clock times as the corpus writes them, and tallies outcomes", () => {
    expect(saysCount("You have 3 overdue tasks.", 3)).toBe(true);
    expect(saysCount("Drei Aufgaben sind überfällig.", 3)).toBe(true);
    expect(saysCount("Due at 13:00.", 3)).toBe(false);
    expect(saysCount("Nothing is overdue.", 0)).toBe(true);
    expect(localDue({ dueAt: berlin("2027-01-14 15:00"), dueAllDay: false })).toBe("2027-01-14T15:00");
    expect(localDue({ dueAt: berlin("2026-11-27"), dueAllDay: true })).toBe("2026-11-27");
    const counts = tally([
      { key: "add", outcome: "right" },
      { key: "add", outcome: "harmful" },
    ]).get("add");
    expect(counts).toMatchObject({ right: 1, harmful: 1, total: 2, accuracy: 0.5 });
  });

  it("makes a German case's right answer partly when its reply is not German", () => {
    const right = { outcome: "right", why: "" } as const;
    const english = "Deleted “Zahnarzt”.";
    const german = "„Zahnarzt“ gelöscht.";
    expect(inItsLanguage(right, "de", english)).toEqual({
      outcome: "partly",
      why: "not a German reply (deleted)",
    });
    expect(inItsLanguage(right, "de", german)).toEqual(right);
    expect(inItsLanguage(right, "en", english)).toEqual(right);
    expect(inItsLanguage({ outcome: "wrong", why: "did not ask" }, "de", english).outcome).toBe("wrong");
  });
});

describe("the scripted Yes", () => {
  const offer = reply({ confirm: { token: "t", prompt: "Add “bin the old photos task” as a task?" } });
  const deleteQuestion = reply({ confirm: { token: "t", prompt: "Delete “Organise photos”?" } });
  const removal: Expectation = { expect: "change", remove: ["Organise photos"] };
  const addition: Expectation = { expect: "change", create: [{ title: "bin the old photos task" }] };

  it("is not given to an offer to save the message as a task when the user asked for something else", () => {
    expect(consentsTo(offer, "bin the old photos task", removal)).toBe(false);
    expect(
      consentsTo(
        reply({ confirm: { token: "t", prompt: "„Müll raus“ als Aufgabe hinzufügen?" } }),
        "Müll raus",
        removal,
      ),
    ).toBe(false);
  });

  it("is given to an offer to add when a new task is what the user asked for, even as one reading of several", () => {
    expect(consentsTo(offer, "bin the old photos task", addition)).toBe(true);
    expect(consentsTo(offer, "bin the old photos task", { oneOf: [{ expect: "ask" }, addition] })).toBe(true);
  });

  it("is given to every other question", () => {
    expect(consentsTo(deleteQuestion, "bin the organise photos task", removal)).toBe(true);
  });
});

describe("a plan's score", () => {
  const plan: Expectation = { expect: "plan" };
  const confirm = { token: "t", prompt: "Accept this plan for the week?" };

  it("is right for a day plan's card or a week plan's days, each waiting for a yes", () => {
    expect(
      verdictOf(plan, seeded, reply({ tasks: [dentist], plan: { taskIds: [dentist.id], capacity: 5 }, confirm })),
    ).toBe("right");
    expect(verdictOf(plan, seeded, reply({ tasks: [dentist, bank], confirm }))).toBe("right");
  });

  it("is partly for cards with nothing to accept, and wrong for no plan at all", () => {
    expect(verdictOf(plan, seeded, reply({ tasks: [dentist] }))).toBe("partly");
    expect(verdictOf(plan, seeded, reply({ confirm }))).toBe("wrong");
  });
});
