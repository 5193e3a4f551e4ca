import { beforeEach, describe, expect, it } from "vitest";
import type { AssistantResponse } from "../../../shared/schemas/assistant";
import type { Task } from "../../../shared/schemas/task";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";
import { withoutWordsAround } from "./words-around";

describe("withoutWordsAround", () => {
  it("leaves out a filler first, a remark last, or both, the most left out first", () => {
    expect(withoutWordsAround("hmm called the bank haha")).toEqual([
      "called the bank",
      "hmm called the bank",
      "called the bank haha",
    ]);
    expect(withoutWordsAround("btw move the car service to monday - no rush")[0]).toBe(
      "move the car service to monday",
    );
    expect(withoutWordsAround("Altpapier löschen, brauch ich nicht mehr")).toEqual(["Altpapier löschen"]);
    expect(withoutWordsAround("Moment, mach das rückgängig")).toEqual(["mach das rückgängig"]);
    expect(withoutWordsAround("wann ist der zahnarzt, schnell bitte")[0]).toBe("wann ist der zahnarzt");
    expect(withoutWordsAround("welp, finished the slides, what a day")[0]).toBe("finished the slides");
    expect(withoutWordsAround("watered the plants finally, thank god")[0]).toBe("watered the plants");
    // German fillers: "nun", "tja" as "na", "naja".
    expect(withoutWordsAround("nun was steht morgen an")[0]).toBe("was steht morgen an");
    expect(withoutWordsAround("tja was ist heute fällig")[0]).toBe("was ist heute fällig");
  });

  it("never leaves out a word or a remark that could turn the request around", () => {
    expect(withoutWordsAround("don't move the dentist to friday")).toEqual([]);
    expect(withoutWordsAround("nicht, lösch den zahnarzt")).toEqual([]);
    expect(withoutWordsAround("delete learn spanish, no wait")).toEqual([]);
    expect(withoutWordsAround("lösch den zahnarzt, doch nicht")).toEqual([]);
    expect(withoutWordsAround("complete the dentist - actually not yet")).toEqual([]);
    expect(withoutWordsAround("lösch den zahnarzt, oder lieber nicht")).toEqual([]);
    // What is left, read without the words first, might drop its "nicht".
    expect(withoutWordsAround("Stopp, lösch das nicht")).toEqual([]);
    expect(withoutWordsAround("yo yoga class shouldn't repeat anymore")).toEqual([]);
  });

  it("never leaves out a last clause that is a request of its own", () => {
    expect(withoutWordsAround("dentist done, move the car service to monday")).toEqual([]);
    expect(withoutWordsAround("oma anrufen erledigt, was ist morgen fällig")).toEqual([]);
    // A day or a time after the comma belongs to the request.
    expect(withoutWordsAround("yo move the dentist to friday, 3pm")).toEqual(["move the dentist to friday, 3pm"]);
    expect(withoutWordsAround("naja, verschieb es, lieber am samstag")).toEqual(["verschieb es, lieber am samstag"]);
  });
});

/** A Wednesday, 10:00 in Berlin. */
const NOW = "2026-11-25T09:00:00Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock });

beforeEach(async () => {
  clock.set(NOW);
  await fixture.alice.patch("/api/me", { displayName: "Ada", preferences: { timeZone: "Europe/Berlin" } });
});

async function say(client: TestClient, message: string): Promise<AssistantResponse> {
  const response = await client.post("/api/assistant", { message });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function addTask(client: TestClient, input: Record<string, unknown>): Promise<Task> {
  const response = await client.post("/api/tasks", input);
  expect(response.status).toBe(201);
  return response.body.task;
}

async function openTitles(client: TestClient): Promise<string[]> {
  const response = await client.get("/api/tasks?view=all&limit=100");
  return (response.body.tasks as Task[]).map((task) => task.title).sort();
}

describe("the assistant, with words around a request", () => {
  it("completes the task named once the laughter and 'finally' are left out", async () => {
    const { alice } = fixture;
    await addTask(alice, { title: "Pay gas bill" });
    const reply = await say(alice, "paid the gas bill finally haha");
    expect(reply.actions.map((action) => action.kind)).toEqual(["updated"]);
    expect(await openTitles(alice)).toEqual([]);
  });

  it("moves the task of the reply before after a filler first", async () => {
    const { alice } = fixture;
    await addTask(alice, { title: "Reply to Tom", dueAt: "2026-11-25T15:00:00Z" });
    await say(alice, "when is reply to tom due");
    const reply = await say(alice, "yo push it to tomorrow");
    expect(reply.tasks[0]?.dueAt?.slice(0, 10)).toBe("2026-11-26");
  });

  it("takes a word before a comma for no filler when what follows points at the reply before", async () => {
    const { alice } = fixture;
    await addTask(alice, { title: "Dentist", dueAt: "2026-11-26T09:00:00Z" });
    await addTask(alice, { title: "Reply to Tom", dueAt: "2026-11-25T15:00:00Z" });
    await say(alice, "when is reply to tom due");
    const reply = await say(alice, "Dentist, push it to friday");
    expect(reply.actions).toEqual([]);
  });

  it("asks before deleting a task named before a remark", async () => {
    const { alice } = fixture;
    await addTask(alice, { title: "Altpapier wegbringen" });
    const reply = await say(alice, "Altpapier wegbringen löschen, brauch ich nicht mehr");
    expect(reply.confirm).toBeDefined();
    expect(await openTitles(alice)).toEqual(["Altpapier wegbringen"]);
  });

  it("answers a question asked again without the remark after it", async () => {
    const { alice } = fixture;
    await addTask(alice, { title: "Zahnarzt", dueAt: "2026-11-27T09:00:00Z" });
    const reply = await say(alice, "wann ist der zahnarzt, schnell bitte");
    expect(reply.tasks.map((task) => task.title)).toEqual(["Zahnarzt"]);
  });

  it("never adds a task from the words left, nor changes a task it does not have", async () => {
    const { alice } = fixture;
    await addTask(alice, { title: "Pay gas bill" });
    for (const message of ["yo call the plumber lol", "hmm new running shoes haha", "aye dinner with sam"]) {
      const reply = await say(alice, message);
      expect(reply.actions, message).toEqual([]);
    }
    const reply = await say(alice, "paid the water bill finally lol");
    expect(reply.actions).toEqual([]);
    expect(await openTitles(alice)).toEqual(["Pay gas bill"]);
  });
});
