import { describe, expect, it } from "vitest";
import { IMPORT_MAX_BYTES } from "../../../shared/limits";
import type { Task } from "../../../shared/schemas/task";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";

const fixture = signedInFixture();

async function seedTasks(client: TestClient) {
  await client.patch("/api/me", { preferences: { timeZone: "Europe/Berlin" } });
  await client.post("/api/tasks", { title: "Plain", description: "Just text, with a comma" });
  await client.post("/api/tasks", {
    title: 'Quote "this"',
    description: "Two\nlines",
    dueAt: "2026-11-29T23:00:00Z",
    dueAllDay: true,
    priority: "high",
    tags: ["home", "garden"],
  });
  const timed = await client.post("/api/tasks", { title: "Timed", dueAt: "2026-12-01T16:30:00Z", priority: "low" });
  await client.patch(`/api/tasks/${timed.body.task.id}`, { completed: true });
}

/** Every task of a user, open and completed, without what a server gives each copy anew. */
async function allTasks(client: TestClient, keep: (task: Task) => Partial<Task>) {
  const open = (await client.get("/api/tasks?limit=200")).body.tasks as Task[];
  const done = (await client.get("/api/tasks?view=completed&limit=200")).body.tasks as Task[];
  return [...open, ...done].map(keep).sort((a, b) => String(a.title).localeCompare(String(b.title)));
}

/** A task repeating every Monday at a time, and one every month on its last day, all day. */
async function seedRepeatingTasks(client: TestClient) {
  await client.patch("/api/me", { preferences: { timeZone: "Europe/Berlin" } });
  const weekly = await client.post("/api/tasks", {
    title: "Team call",
    dueAt: "2026-11-30T09:00:00Z",
    recurrence: "FREQ=WEEKLY;BYDAY=MO",
  });
  const monthly = await client.post("/api/tasks", {
    title: "Pay rent",
    dueAt: "2026-11-29T23:00:00Z",
    dueAllDay: true,
    recurrence: "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1",
  });
  return { weekly: weekly.body.task as Task, monthly: monthly.body.task as Task };
}

const everyField = ({ id: _id, version: _version, updatedAt: _updatedAt, ...task }: Task) => task;
const csvFields = ({ title, description, dueAt, dueAllDay, priority, tags, completed, recurrence }: Task) => ({
  title,
  description,
  dueAt,
  dueAllDay,
  priority,
  tags,
  completed,
  recurrence,
});

async function newAccount(): Promise<TestClient> {
  const client = fixture.server.client();
  await client.signUp();
  await client.patch("/api/me", { preferences: { timeZone: "Europe/Berlin" } });
  return client;
}

const importFile = (client: TestClient, format: string, rawBody: string, preview = false) =>
  client.request("POST", `/api/import?format=${format}${preview ? "&preview=true" : ""}`, {
    rawBody,
    headers: { "content-type": "text/plain" },
  });

describe("export and import", () => {
  it("exports everything as JSON, and the export re-imported into a new account gives the same tasks", async () => {
    await seedTasks(fixture.alice);
    const response = await fixture.alice.request("GET", "/api/export?format=json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="taskmind-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const exported = response.body;
    expect(exported).toMatchObject({
      format: "taskmind-export",
      version: 1,
      profile: { preferences: { timeZone: "Europe/Berlin" } },
    });
    expect(exported.tasks).toHaveLength(3);

    const copy = await newAccount();
    const imported = await importFile(copy, "json", JSON.stringify(exported));
    expect(imported.status).toBe(200);
    expect(imported.body.report).toMatchObject({ count: 3, imported: true, errors: [] });
    expect(await allTasks(copy, everyField)).toEqual(await allTasks(fixture.alice, everyField));
  });

  it("exports tasks as CSV that imports back to the same tasks", async () => {
    await seedTasks(fixture.alice);
    const response = await fixture.alice.open("/api/export?format=csv", new AbortController().signal);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toBe("title,description,due,priority,tags,completed,recurrence,list");
    expect(csv).toContain('"Quote ""this""","Two\nlines",2026-11-30,high,"garden, home",false,,\r\n');

    const copy = await newAccount();
    expect((await importFile(copy, "csv", csv)).status).toBe(200);
    expect(await allTasks(copy, csvFields)).toEqual(await allTasks(fixture.alice, csvFields));
  });

  it("exports tasks with a due date as iCalendar VTODOs", async () => {
    await seedTasks(fixture.alice);
    const ics = await fixture.alice.open("/api/export?format=ics", new AbortController().signal);
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    const text = await ics.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.match(/BEGIN:VTODO/g)).toHaveLength(2);
    expect(text).toContain("DUE;VALUE=DATE:20261130");
    expect(text).toContain("DUE:20261201T163000Z");
    expect(text).not.toContain("SUMMARY:Plain");
  });

  it("exports a repeating task's rule in JSON, CSV and iCalendar, and JSON and CSV import it back", async () => {
    const { weekly, monthly } = await seedRepeatingTasks(fixture.alice);
    await fixture.alice.post("/api/tasks", { title: "Once", dueAt: "2026-12-02T10:00:00Z" });
    expect([weekly.recurrence, monthly.recurrence]).toEqual([
      "FREQ=WEEKLY;BYDAY=MO",
      "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1",
    ]);

    const json = (await fixture.alice.get("/api/export?format=json")).body;
    expect(json.tasks.map(({ title, recurrence }: Task) => ({ title, recurrence }))).toEqual([
      { title: "Team call", recurrence: "FREQ=WEEKLY;BYDAY=MO" },
      { title: "Pay rent", recurrence: "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1" },
      { title: "Once", recurrence: null },
    ]);

    const csv = await (await fixture.alice.open("/api/export?format=csv", new AbortController().signal)).text();
    expect(csv.split("\r\n")).toEqual([
      "title,description,due,priority,tags,completed,recurrence,list",
      "Team call,,2026-11-30T09:00:00.000Z,none,,false,FREQ=WEEKLY;BYDAY=MO,",
      "Pay rent,,2026-11-30,none,,false,FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1,",
      "Once,,2026-12-02T10:00:00.000Z,none,,false,,",
      "",
    ]);

    const ics = await (await fixture.alice.open("/api/export?format=ics", new AbortController().signal)).text();
    const todos = ics.split("BEGIN:VTODO\r\n").slice(1);
    expect(todos[0]).toContain("DTSTART:20261130T090000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO\r\nDUE:20261130T090000Z\r\n");
    expect(todos[1]).toContain(
      "DTSTART;VALUE=DATE:20261130\r\nRRULE:FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1\r\nDUE;VALUE=DATE:20261130\r\n",
    );
    expect(todos[2]).toContain("DUE:20261202T100000Z\r\n");
    expect(todos[2]).not.toMatch(/DTSTART|RRULE/);

    const fromJson = await newAccount();
    expect((await importFile(fromJson, "json", JSON.stringify(json))).status).toBe(200);
    expect(await allTasks(fromJson, everyField)).toEqual(await allTasks(fixture.alice, everyField));
    const fromCsv = await newAccount();
    const preview = await importFile(fromCsv, "csv", csv, true);
    expect(preview.body.report.preview.map((task: Task) => task.recurrence)).toEqual([
      "FREQ=WEEKLY;BYDAY=MO",
      "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1",
      null,
    ]);
    expect((await importFile(fromCsv, "csv", csv)).status).toBe(200);
    expect(await allTasks(fromCsv, csvFields)).toEqual(await allTasks(fixture.alice, csvFields));
  });

  it("imports a CSV with the six columns from before recurrence and list, and any rule spelling, canonically", async () => {
    const old = "title,description,due,priority,tags,completed\r\nWater plants,,2026-12-01,low,home,no\r\n";
    expect((await importFile(fixture.alice, "csv", old)).status).toBe(200);
    const csv = "title,recurrence\r\nStretch, rrule:freq=daily;interval=1 \r\n";
    expect((await importFile(fixture.alice, "csv", csv)).status).toBe(200);
    const tasks = await allTasks(fixture.alice, (task) => task);
    expect(tasks.map(({ title, recurrence }) => ({ title, recurrence }))).toEqual([
      { title: "Stretch", recurrence: "FREQ=DAILY" },
      { title: "Water plants", recurrence: null },
    ]);
    // Without a due date, a repeating task is due on its rule's first day, as one made in the app is.
    expect(tasks[0]).toMatchObject({ dueAt: expect.any(String), dueAllDay: true });
  });

  it("reports an invalid rule on its row, in JSON and in CSV, and imports nothing", async () => {
    const json = (await fixture.alice.get("/api/export?format=json")).body;
    json.tasks = [
      { title: "Fine", recurrence: "FREQ=DAILY" },
      { title: "Hourly", recurrence: "FREQ=HOURLY" },
    ];
    const fromJson = await importFile(fixture.alice, "json", JSON.stringify(json));
    expect(fromJson.status).toBe(422);
    expect(fromJson.body.report.errors).toEqual([
      { row: 2, field: "recurrence", message: expect.stringContaining("FREQ is missing or not supported.") },
    ]);

    const csv = "title,recurrence\r\nFine,FREQ=DAILY\r\nOdd,FREQ=WEEKLY;BYDAY=XX\r\nFormula,=FREQ=DAILY\r\n";
    const fromCsv = await importFile(fixture.alice, "csv", csv);
    expect(fromCsv.status).toBe(422);
    expect(fromCsv.body.report.errors).toEqual([
      { row: 2, field: "recurrence", message: expect.stringContaining("Recurrence must be an RRULE") },
      { row: 3, field: "recurrence", message: expect.stringContaining("Recurrence must be an RRULE") },
    ]);
    expect(await allTasks(fixture.alice, (task) => task)).toEqual([]);
  });

  it("exports the conversation with the assistant in JSON, which an import leaves aside", async () => {
    await fixture.alice.post("/api/assistant", { message: "Buy bread" });
    const exported = (await fixture.alice.get("/api/export?format=json")).body;
    expect(exported.assistant).toEqual([
      {
        message: "Buy bread",
        response: expect.objectContaining({ reply: "Added “Buy bread”." }),
        createdAt: expect.any(String),
      },
    ]);
    const bob = await newAccount();
    expect((await bob.get("/api/export?format=json")).body.assistant).toEqual([]);
    expect((await importFile(bob, "json", JSON.stringify(exported))).status).toBe(200);
    expect((await bob.get("/api/assistant/history")).body.exchanges).toEqual([]);
  });

  it("neutralises CSV cells a spreadsheet would run as formulas, and an import restores them exactly", async () => {
    const formulas = ["=SUM()", "-5 apples", "+1 call", "@mention", '=HYPERLINK("http://evil.example","x")'];
    for (const title of formulas) await fixture.alice.post("/api/tasks", { title, description: title, tags: ["-x"] });
    const csv = await (await fixture.alice.open("/api/export?format=csv", new AbortController().signal)).text();
    expect(csv).toContain(`"'=SUM()","'=SUM()",,none,"'-x",false,,\r\n`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    // No cell (after a comma or at a line's start) begins with a character that starts a formula (an empty
    // last cell is followed by the line's own CRLF).
    expect(csv).not.toMatch(/(^|,|\r\n)"?([=+\-@\t]|\r(?!\n))/);

    const copy = await newAccount();
    expect((await importFile(copy, "csv", csv)).status).toBe(200);
    const titles = (await allTasks(copy, csvFields)).map(({ title, description, tags }) => ({
      title,
      description,
      tags,
    }));
    expect(titles).toEqual(
      [...formulas].sort((a, b) => a.localeCompare(b)).map((title) => ({ title, description: title, tags: ["-x"] })),
    );
  });

  it("escapes every line break in iCalendar text, a bare CR too", async () => {
    const created = await fixture.alice.post("/api/tasks", { title: "Due", dueAt: "2026-12-01T16:30:00Z" });
    // Text stored before control characters were refused may hold any line break.
    await fixture.server.database.db
      .updateTable("tasks")
      .set({ title: "One\rTwo", description: "A\r\nB\nC\rD" })
      .where("id", "=", created.body.task.id)
      .execute();
    const ics = await (await fixture.alice.open("/api/export?format=ics", new AbortController().signal)).text();
    expect(ics).toContain("SUMMARY:One\\nTwo\r\n");
    expect(ics).toContain("DESCRIPTION:A\\nB\\nC\\nD\r\n");
    expect(ics.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  });

  it("exports only the caller's own tasks", async () => {
    await seedTasks(fixture.alice);
    const bob = await newAccount();
    await bob.post("/api/tasks", { title: "Bob's only" });
    const exported = (await bob.get("/api/export?format=json")).body;
    expect(exported.tasks.map((task: Task) => task.title)).toEqual(["Bob's only"]);
  });

  it("previews an import without saving anything", async () => {
    const csv = "title,due,priority,tags\r\nBuy milk,2026-12-24,medium,errands\r\nCall mum,,,\r\n";
    const response = await importFile(fixture.alice, "csv", csv, true);
    expect(response.status).toBe(200);
    expect(response.body.report).toMatchObject({
      count: 2,
      imported: false,
      preview: [
        { title: "Buy milk", priority: "medium", tags: ["errands"], dueAllDay: true },
        { title: "Call mum", priority: "none", dueAt: null },
      ],
    });
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);
  });

  it("reports every bad row and imports nothing, not even the good rows", async () => {
    const csv = [
      "title,description,due,priority,tags,completed",
      "Good,fine,2026-12-01,low,,no",
      ",no title,,,,",
      "Bad due,x,2026-02-30,,,",
      "Bad priority,x,,urgent,,maybe",
    ].join("\n");
    const response = await importFile(fixture.alice, "csv", csv);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      code: "import_invalid",
      message: "3 rows have problems, so nothing was imported.",
    });
    expect(response.body.report.errors).toEqual([
      { row: 2, field: "title", message: "Title is required." },
      { row: 3, field: "due", message: expect.stringContaining("due must be a date") },
      { row: 4, field: "completed", message: expect.stringContaining("completed must be true or false") },
      { row: 4, field: "priority", message: "Priority must be one of none, low, medium, high." },
    ]);
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);
  });

  it("refuses an unreadable file with 400, a file over the limit with 413, and an unknown format", async () => {
    expect((await importFile(fixture.alice, "json", "{not json")).body.error.code).toBe("import_unreadable");
    expect((await importFile(fixture.alice, "json", '{"format":"other"}')).status).toBe(400);
    expect((await importFile(fixture.alice, "csv", "name,when\nx,y")).body.error.message).toContain('"title"');
    const huge = `title\n${"x".repeat(IMPORT_MAX_BYTES)}`;
    const tooBig = await importFile(fixture.alice, "csv", huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe("Import files are limited to 10 MB.");
    expect((await importFile(fixture.alice, "xml", "<x/>")).status).toBe(400);
    expect((await fixture.alice.get("/api/export?format=pdf")).status).toBe(400);
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);
  });

  it("answers 401 without a session", async () => {
    const stranger = fixture.server.client();
    expect((await stranger.get("/api/export?format=json")).status).toBe(401);
    expect((await importFile(stranger, "csv", "title\nx")).status).toBe(401);
  });
});
