import { describe, expect, it } from "vitest";
import type { Task } from "../../../shared/schemas/task";
import { addTask, talkTo } from "../../test/assistant-talk";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";
import { isGerman } from "./phrases/reply-language";

/** Thursday 26 November 2026, 10:00 in Berlin. */
const clock = fixedClock("2026-11-26T09:00:00Z");
const fixture = signedInFixture({ clock, timeZone: "Europe/Berlin" });

const say = (client: TestClient, message: string) => talkTo(client, { message });
const answer = (client: TestClient, token: string | undefined) => talkTo(client, { confirm: token });

async function openTasks(client: TestClient): Promise<Task[]> {
  return (await client.get("/api/tasks?limit=100")).body.tasks;
}

describe("POST /api/assistant: replies in the message's language", () => {
  it("answers a German question, add, complete, delete, undo, help and thanks in German, and English after in English", async () => {
    const client = fixture.alice;
    await addTask(client, "Steuererklärung", { dueAt: "2026-11-26T15:00:00Z" });
    await addTask(client, "Fahrrad reparieren");

    const due = await say(client, "was ist heute fällig?");
    expect(due.reply).toBe("1 Aufgabe ist heute fällig:");
    expect(due.tasks.map((task) => task.title)).toEqual(["Steuererklärung"]);

    const added = await say(client, "Zahnarzt morgen um 15 Uhr");
    expect(added.reply).toBe("„Zahnarzt“ hinzugefügt — Morgen, 15:00.");
    expect(added.tasks[0]?.dueAt).toBe("2026-11-27T14:00:00.000Z");

    const completed = await say(client, "erledige fahrrad reparieren");
    expect(completed.reply).toBe("„Fahrrad reparieren“ erledigt.");

    const asked = await say(client, "lösche den zahnarzt");
    expect(asked.reply).toBe("„Zahnarzt“ löschen?");
    expect(asked.confirm?.prompt).toBe("„Zahnarzt“ löschen?");
    // The Yes carries no words: it is answered in the language of the message that asked.
    const deleted = await answer(client, asked.confirm?.token);
    expect(deleted.reply).toBe("„Zahnarzt“ gelöscht.");
    expect((await openTasks(client)).map((task) => task.title)).toEqual(["Steuererklärung"]);

    const undone = await say(client, "rückgängig");
    expect(undone.reply).toBe("Rückgängig gemacht: 1 Änderung von „Ja“.");
    expect((await openTasks(client)).map((task) => task.title).sort()).toEqual(["Steuererklärung", "Zahnarzt"]);

    const help = await say(client, "hilfe");
    expect(help.reply.split("\n")[0]).toBe("Das verstehe ich:");
    expect(help.reply).toContain("\n\nAufgaben hinzufügen\n");
    expect(help.suggestions).toContain("Was ist heute fällig?");

    expect((await say(client, "danke")).reply).toBe("Gern geschehen!");

    const english = await say(client, "what's due today?");
    expect(english.reply).toBe("1 task due today:");
    expect((await say(client, "thanks")).reply).toBe("You're welcome!");

    for (const reply of [due, added, completed, asked, deleted, undone, help].map((each) => each.reply)) {
      expect(isGerman(reply), reply).toBe(true);
    }
  });

  it("answers a choice in the language of the message that asked, whatever its label", async () => {
    const client = fixture.alice;
    await addTask(client, "Dentist Miller");
    await addTask(client, "Dentist Smith");
    const which = await say(client, "erledige dentist");
    expect(which.reply).toBe("Welche? 2 Aufgaben passen zu „dentist“.");
    const chosen = which.choices.find((choice) => choice.label === "Dentist Smith");
    expect((await answer(client, chosen?.token)).reply).toBe("„Dentist Smith“ erledigt.");

    const english = await say(client, "delete dentist miller");
    expect((await answer(client, english.confirm?.token)).reply).toBe("Deleted “Dentist Miller”.");
  });

  it("names a day outside this year with its year, in either language", async () => {
    const client = fixture.alice;
    const english = await say(client, "renew passport on 6 january 2027");
    expect(english.reply).toBe("Added “renew passport” — Wed, 6 Jan 2027.");
    const moved = await say(client, "move renew passport to january 7 2027");
    expect(moved.reply).toBe("Moved “renew passport” to Thursday, 7 January 2027.");
    const german = await say(client, "verschiebe renew passport auf 8.1.2027");
    expect(german.reply).toBe("„renew passport“ auf Freitag, 8. Januar 2027 verschoben.");
  });

  it("answers in German a German request about a task with an English title", async () => {
    const client = fixture.alice;
    await addTask(client, "Mow the lawn");
    await addTask(client, "Feed the cat");
    const done = await say(client, "Mow the lawn is fei scho erledigt");
    expect(done.reply).toBe("„Mow the lawn“ erledigt.");
    // A word or two besides the name says too little: English as the whole message reads.
    const tagged = await say(client, "tag feed the cat #home");
    expect(tagged.reply).toBe("Tagged “Feed the cat” #home.");
  });
});
