import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../shared/schemas/auth";
import { TASK_MESSAGES } from "../shared/schemas/task";
import { JSON_EXPORT_FORMAT, JSON_EXPORT_VERSION } from "../shared/schemas/transfer";
import { USER_MESSAGES } from "../shared/schemas/user";
import { signedInFixture } from "./test/signed-in-fixture";
import { uniqueEmail } from "./test/test-client";

const fixture = signedInFixture();

/** NUL, vertical tab and a bare carriage return: each was stored before. */
const CONTROLS = { NUL: "\u0000", VT: "\u000b", CR: "\r" };
const task = { title: "Pay rent", description: "Before the first", tags: ["home"] };

const tasksOfAlice = async () => (await fixture.alice.get("/api/tasks")).body.tasks;

describe.each(Object.entries(CONTROLS))("text with %s in it", (_name, control) => {
  it.each([
    ["a title", { title: `Pay${control} rent` }, { title: TASK_MESSAGES.titleControlCharacters }],
    ["a title's end", { title: `Pay rent${control}` }, { title: TASK_MESSAGES.titleControlCharacters }],
    [
      "a description",
      { description: `Before${control}the first` },
      { description: TASK_MESSAGES.descriptionControlCharacters },
    ],
    ["a tag", { tags: [`ho${control}me`] }, { "tags.0": TASK_MESSAGES.tagControlCharacters }],
  ])("in %s is refused with 400 on create, edit and restore, saving nothing", async (_case, change, fields) => {
    const created = await fixture.alice.post("/api/tasks", { ...task, ...change });
    expect(created.status).toBe(400);
    expect(created.body.error).toMatchObject({ code: "validation_failed", fields });
    expect(await tasksOfAlice()).toEqual([]);

    const { task: saved } = (await fixture.alice.post("/api/tasks", task)).body;
    const edited = await fixture.alice.patch(`/api/tasks/${saved.id}`, change);
    expect(edited.status).toBe(400);
    expect(edited.body.error.fields).toEqual(fields);
    expect(await tasksOfAlice()).toEqual([saved]);

    await fixture.alice.delete(`/api/tasks/${saved.id}`);
    const restored = await fixture.alice.request("PUT", `/api/tasks/${saved.id}`, {
      body: { ...task, createdAt: saved.createdAt, ...change },
    });
    expect(restored.status).toBe(400);
    expect(await tasksOfAlice()).toEqual([]);
  });

  it("in the display name is refused with 400, changing nothing", async () => {
    await fixture.alice.patch("/api/me", { displayName: "Alice" });
    const response = await fixture.alice.patch("/api/me", { displayName: `Ali${control}ce` });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ displayName: USER_MESSAGES.displayNameControlCharacters });
    expect((await fixture.alice.get("/api/me")).body.user.displayName).toBe("Alice");
  });

  it("in the e-mail of a sign-up is refused with 400, making no account", async () => {
    const email = uniqueEmail();
    const visitor = fixture.server.client();
    const response = await visitor.post("/api/auth/sign-up/email", {
      email: `${control}${email}`,
      password: "correct horse battery",
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ email: AUTH_MESSAGES.emailControlCharacters });
    const signIn = await visitor.post("/api/auth/sign-in/email", { email, password: "correct horse battery" });
    expect(signIn.status).toBe(401);
  });

  it("in a search is refused with 400", async () => {
    const response = await fixture.alice.get(`/api/tasks?q=${encodeURIComponent(`rent${control}`)}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ q: TASK_MESSAGES.searchControlCharacters });
  });

  it("in an imported row (JSON or CSV) makes the import refuse every row, saving nothing", async () => {
    const json = JSON.stringify({
      format: JSON_EXPORT_FORMAT,
      version: JSON_EXPORT_VERSION,
      tasks: [task, { ...task, description: `Before${control}the first` }],
    });
    const csv = `title,description\r\nPay rent,Before the first\r\n"Pay${control} rent",Before the first\r\n`;
    for (const [format, rawBody, field, message] of [
      ["json", json, "description", TASK_MESSAGES.descriptionControlCharacters],
      ["csv", csv, "title", TASK_MESSAGES.titleControlCharacters],
    ] as const) {
      const response = await fixture.alice.request("POST", `/api/import?format=${format}`, {
        rawBody,
        headers: { "content-type": "text/plain" },
      });
      expect(response.status, format).toBe(422);
      expect(response.body.report.errors, format).toEqual([{ row: 2, field, message }]);
    }
    expect(await tasksOfAlice()).toEqual([]);
  });
});

describe("line breaks", () => {
  it("are kept in a description, a Windows one as a line feed, and tabs everywhere", async () => {
    const response = await fixture.alice.post("/api/tasks", {
      title: "Pay\trent",
      description: "Before the first\r\nof the month\n\tby transfer",
      tags: ["home"],
    });
    expect(response.status).toBe(201);
    expect(response.body.task).toMatchObject({
      title: "Pay\trent",
      description: "Before the first\nof the month\n\tby transfer",
    });
  });

  it("are refused in a title, a tag and the display name", async () => {
    expect((await fixture.alice.post("/api/tasks", { ...task, title: "Pay\nrent" })).body.error.fields).toEqual({
      title: TASK_MESSAGES.titleControlCharacters,
    });
    expect((await fixture.alice.post("/api/tasks", { ...task, tags: ["ho\nme"] })).body.error.fields).toEqual({
      "tags.0": TASK_MESSAGES.tagControlCharacters,
    });
    expect((await fixture.alice.patch("/api/me", { displayName: "Ali\nce" })).body.error.fields).toEqual({
      displayName: USER_MESSAGES.displayNameControlCharacters,
    });
    expect(await tasksOfAlice()).toEqual([]);
  });
});
