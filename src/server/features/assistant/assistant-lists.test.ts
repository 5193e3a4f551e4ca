import { describe, expect, it } from "vitest";
import type { List } from "../../../shared/schemas/list";
import type { Task } from "../../../shared/schemas/task";
import { addTask, talkTo } from "../../test/assistant-talk";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";

/** Wednesday 25 November 2026, 10:00 in Berlin. */
const clock = fixedClock("2026-11-25T09:00:00.000Z");
const fixture = signedInFixture({ clock, timeZone: "Europe/Berlin" });

const say = (client: TestClient, message: string) => talkTo(client, { message });

async function newList(client: TestClient, name: string): Promise<List> {
  const response = await client.post("/api/lists", { name });
  expect(response.status).toBe(201);
  return response.body.list;
}

const getTask = async (client: TestClient, id: string): Promise<Task> =>
  (await client.get(`/api/tasks/${id}`)).body.task;

const titles = (tasks: Task[]) => tasks.map((task) => task.title);

describe("POST /api/assistant: lists", () => {
  it("adds a task with +Name to that list and says so; an unknown +Name stays in the title", async () => {
    const groceries = await newList(fixture.alice, "Groceries");
    const reply = await say(fixture.alice, "Buy oat milk +groceries tomorrow");
    expect(reply.reply).toBe("Added “Buy oat milk” — Tomorrow · +Groceries.");
    expect(reply.tasks[0]).toMatchObject({ title: "Buy oat milk", listId: groceries.id });

    const longName = await newList(fixture.alice, "Some day");
    const quoted = await say(fixture.alice, 'learn the cello +"some DAY"');
    expect(quoted.reply).toBe('Added “learn the cello” — +"Some day".');
    expect(quoted.tasks[0]?.listId).toBe(longName.id);

    const unknown = await say(fixture.alice, "dig the beds +Garden");
    expect(unknown.reply).toBe("Added “dig the beds +Garden”.");
    expect(unknown.tasks[0]?.listId).toBeNull();
  });

  it("shows a list's open tasks in its order, or the Inbox's, and says when there is no such list", async () => {
    const work = await newList(fixture.alice, "Work");
    const report = await addTask(fixture.alice, "Report", { listId: work.id });
    clock.advance(1000);
    const notes = await addTask(fixture.alice, "Notes", { listId: work.id });
    clock.advance(1000);
    const slides = await addTask(fixture.alice, "Slides", { listId: work.id });
    // My order, neither newest nor oldest first: report, slides, notes.
    await fixture.alice.patch(`/api/tasks/${slides.id}`, { position: (report.position + notes.position) / 2 });
    const done = await addTask(fixture.alice, "Old memo", { listId: work.id });
    await fixture.alice.patch(`/api/tasks/${done.id}`, { completed: true });
    await addTask(fixture.alice, "Loose end");
    const bob = fixture.server.client();
    await bob.signUp();
    await newList(bob, "Secret");

    const shown = await say(fixture.alice, "show +work");
    expect(shown.reply).toBe("3 open tasks in +Work:");
    expect(titles(shown.tasks)).toEqual(["Report", "Slides", "Notes"]);
    expect(titles((await say(fixture.alice, "+Work")).tasks)).toEqual(["Report", "Slides", "Notes"]);

    const inbox = await say(fixture.alice, "What's in my inbox?");
    expect(inbox.reply).toBe("1 open task in your Inbox:");
    expect(titles(inbox.tasks)).toEqual(["Loose end"]);

    const empty = await newList(fixture.alice, "Empty");
    expect((await say(fixture.alice, `show +${empty.name}`)).reply).toBe("Nothing is open in +Empty.");
    for (const name of ["Secret", "Nowhere"]) {
      const missing = await say(fixture.alice, `show +${name}`);
      expect(missing.reply).toBe(`You have no list called “${name}”. Lists are made under Lists in the navigation.`);
      expect(missing.tasks).toEqual([]);
    }
  });

  it("moves a named task to a list, and back by the action's Undo; to the Inbox too", async () => {
    const health = await newList(fixture.alice, "Health");
    const dentist = await addTask(fixture.alice, "Dentist appointment");
    const reply = await say(fixture.alice, "move dentist to +health");
    expect(reply.reply).toBe("Moved “Dentist appointment” to +Health.");
    expect(reply.actions).toEqual([
      {
        kind: "updated",
        before: dentist,
        after: expect.objectContaining({ id: dentist.id, listId: health.id }),
      },
    ]);
    expect((await getTask(fixture.alice, dentist.id)).listId).toBe(health.id);

    // Undo, as the page does it: the fields before, if nothing changed since.
    const action = reply.actions[0];
    if (action?.kind !== "updated") throw new Error("expected an update");
    const undo = await fixture.alice.patch(
      `/api/tasks/${dentist.id}`,
      { listId: action.before.listId },
      { headers: { "if-match": `"${action.after.version}"` } },
    );
    expect(undo.status).toBe(200);
    expect((await getTask(fixture.alice, dentist.id)).listId).toBeNull();

    await say(fixture.alice, "move dentist to +Health");
    expect((await say(fixture.alice, "put the dentist task in my inbox")).reply).toBe(
      "Moved “Dentist appointment” to your Inbox.",
    );
    expect((await getTask(fixture.alice, dentist.id)).listId).toBeNull();
    expect((await say(fixture.alice, "put dentist in my inbox")).reply).toBe(
      "Nothing changed: it is already like that, or changed meanwhile.",
    );
  });

  it("asks which one when several tasks match, and moves only the one chosen", async () => {
    const health = await newList(fixture.alice, "Health");
    const mum = await addTask(fixture.alice, "Call mum");
    const doctor = await addTask(fixture.alice, "Call the doctor");
    const reply = await say(fixture.alice, "move call to +Health");
    expect(reply.reply).toBe("Which one? 2 tasks match “call”.");
    expect(reply.actions).toEqual([]);
    const chosen = reply.choices.find((choice) => choice.label === "Call the doctor");
    expect((await talkTo(fixture.alice, { confirm: chosen?.token })).reply).toBe("Moved “Call the doctor” to +Health.");
    expect((await getTask(fixture.alice, doctor.id)).listId).toBe(health.id);
    expect((await getTask(fixture.alice, mum.id)).listId).toBeNull();
  });

  it("offers to make a list the user does not have, and moves the task there only on Yes", async () => {
    const dentist = await addTask(fixture.alice, "Dentist");
    const offer = await say(fixture.alice, "move dentist to +Health");
    expect(offer.confirm?.prompt).toBe("Make the list “Health” and move “Dentist” to it?");
    expect((await getTask(fixture.alice, dentist.id)).listId).toBeNull();
    expect((await fixture.alice.get("/api/lists")).body.lists).toEqual([]);
    const done = await talkTo(fixture.alice, { confirm: offer.confirm?.token });
    expect(done.reply).toBe("Moved “Dentist” to +Health.");
    const [health] = (await fixture.alice.get("/api/lists")).body.lists;
    expect(health).toMatchObject({ name: "Health" });
    expect((await getTask(fixture.alice, dentist.id)).listId).toBe(health.id);
  });

  it("explains lists in its help", async () => {
    const help = await say(fixture.alice, "help");
    expect(help.reply).toContain("show +Work · what's in my inbox");
    expect(help.reply).toContain("move dentist to +Health");
    expect(help.reply).toContain("with +Groceries in it, a new task goes into that list");
  });
});
