import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { LIST_NAME_MAX_LENGTH, LISTS_PER_USER_MAX } from "../../../shared/limits";
import { LIST_MESSAGES, type List } from "../../../shared/schemas/list";
import type { Task } from "../../../shared/schemas/task";
import { takeConsoleErrors } from "../../../test/fail-on-console-error";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";
import { IMPORT_LEASE_MS } from "./transfer.service";

const fixture = signedInFixture();

async function newList(client: TestClient, body: Record<string, unknown>): Promise<List> {
  const response = await client.post("/api/lists", body);
  expect(response.status).toBe(201);
  return response.body.list;
}

async function newTask(client: TestClient, title: string, listId: string | null = null): Promise<Task> {
  const response = await client.post("/api/tasks", { title, listId });
  expect(response.status).toBe(201);
  return response.body.task;
}

async function newAccount(): Promise<TestClient> {
  const client = fixture.server.client();
  await client.signUp();
  return client;
}

const lists = async (client: TestClient): Promise<List[]> => (await client.get("/api/lists")).body.lists;

/** The titles in each of the user's lists, by name ("Inbox" for the Inbox), open and completed. */
async function filed(client: TestClient): Promise<Record<string, string[]>> {
  const titlesIn = async (list: string) => {
    const open = (await client.get(`/api/tasks?list=${list}&limit=200`)).body.tasks as Task[];
    const done = (await client.get(`/api/tasks?list=${list}&view=completed&limit=200`)).body.tasks as Task[];
    return [...open, ...done].map((task) => task.title).sort();
  };
  const byName: Record<string, string[]> = { Inbox: await titlesIn("inbox") };
  for (const list of await lists(client)) byName[list.name] = await titlesIn(list.id);
  return byName;
}

const importFile = (client: TestClient, format: "json" | "csv", rawBody: string, preview = false) =>
  client.request("POST", `/api/import?format=${format}${preview ? "&preview=true" : ""}`, {
    rawBody,
    headers: { "content-type": "text/plain" },
  });

const exportText = async (client: TestClient, format: "json" | "csv") =>
  (await client.open(`/api/export?format=${format}`, new AbortController().signal)).text();

/** Alice's Garden (green, 🌱) and Work lists, a task in each, one completed, and one in the Inbox. */
async function seed(client: TestClient) {
  const garden = await newList(client, { name: "Garden", color: "green", emoji: "🌱" });
  const work = await newList(client, { name: "Work" });
  await newTask(client, "Plant tulips", garden.id);
  const report = await newTask(client, "Send report", work.id);
  await client.patch(`/api/tasks/${report.id}`, { completed: true });
  await newTask(client, "Call mum");
  return { garden, work };
}

describe("exports hold the lists", () => {
  it("in JSON before the tasks, each task with its listId", async () => {
    const { garden, work } = await seed(fixture.alice);
    const text = await exportText(fixture.alice, "json");
    expect(text.indexOf('"lists":')).toBeGreaterThan(-1);
    expect(text.indexOf('"lists":')).toBeLessThan(text.indexOf('"tasks":'));
    const exported = JSON.parse(text);
    expect(exported.lists).toEqual([
      { id: garden.id, name: "Garden", color: "green", emoji: "🌱", position: garden.position, archived: false },
      { id: work.id, name: "Work", color: null, emoji: null, position: work.position, archived: false },
    ]);
    expect(exported.tasks.map(({ title, listId }: Task) => ({ title, listId }))).toEqual([
      { title: "Plant tulips", listId: garden.id },
      { title: "Call mum", listId: null },
      { title: "Send report", listId: work.id },
    ]);
  });

  it("in CSV as a last column, the list's name, empty for the Inbox", async () => {
    await seed(fixture.alice);
    expect((await exportText(fixture.alice, "csv")).split("\r\n")).toEqual([
      "title,description,due,priority,tags,completed,recurrence,list",
      "Plant tulips,,,none,,false,,Garden",
      "Call mum,,,none,,false,,",
      "Send report,,,none,,true,,Work",
      "",
    ]);
  });
});

describe("imports file each task in its list", () => {
  it("making the lists a JSON export names, with their colour and emoji, in another account", async () => {
    await seed(fixture.alice);
    const json = await exportText(fixture.alice, "json");
    const copy = await newAccount();
    const preview = await importFile(copy, "json", json, true);
    expect(preview.status).toBe(200);
    expect(preview.body.report).toMatchObject({ count: 3, newLists: ["Garden", "Work"], imported: false });
    expect(await lists(copy)).toEqual([]);

    const imported = await importFile(copy, "json", json);
    expect(imported.body.report).toMatchObject({ count: 3, newLists: ["Garden", "Work"], imported: true });
    expect((await lists(copy)).map(({ name, color, emoji }) => ({ name, color, emoji }))).toEqual([
      { name: "Garden", color: "green", emoji: "🌱" },
      { name: "Work", color: null, emoji: null },
    ]);
    expect(await filed(copy)).toEqual({ Inbox: ["Call mum"], Garden: ["Plant tulips"], Work: ["Send report"] });
  });

  it("making the lists a CSV names, and using the account's own whose name folds alike", async () => {
    await seed(fixture.alice);
    const csv = await exportText(fixture.alice, "csv");
    const copy = await newAccount();
    // "ＧＡＲＤＥＮ" (full width) is "garden" once folded.
    const own = await newList(copy, { name: "ＧＡＲＤＥＮ", color: "red" });
    const preview = await importFile(copy, "csv", csv, true);
    expect(preview.body.report.newLists).toEqual(["Work"]);
    expect((await importFile(copy, "csv", csv)).status).toBe(200);
    expect((await lists(copy)).map(({ id, name, color }) => ({ id, name, color }))).toEqual([
      { id: own.id, name: "ＧＡＲＤＥＮ", color: "red" },
      { id: expect.any(String), name: "Work", color: null },
    ]);
    expect(await filed(copy)).toEqual({ Inbox: ["Call mum"], ＧＡＲＤＥＮ: ["Plant tulips"], Work: ["Send report"] });
  });

  it("in file order in its list, newest first and in My order alike", async () => {
    const rows = ["Dig", "Sow", "Water", "Weed"].map((title) => `${title},,,,,,,Garden`);
    const csv = ["title,description,due,priority,tags,completed,repeat,list", ...rows].join("\r\n");
    expect((await importFile(fixture.alice, "csv", csv)).status).toBe(200);
    const [garden] = await lists(fixture.alice);
    const titles = async (sort: string) =>
      ((await fixture.alice.get(`/api/tasks?list=${garden?.id}&sort=${sort}`)).body.tasks as Task[]).map(
        (task) => task.title,
      );
    expect(await titles("manual")).toEqual(["Dig", "Sow", "Water", "Weed"]);
    expect(await titles("created")).toEqual(["Dig", "Sow", "Water", "Weed"]);
  });

  it("in the Inbox when its list is empty, missing or named Inbox, and once per name however it is spelt", async () => {
    const csv = "title,list\r\nNone,\r\nNamed,Inbox\r\nShouting,INBOX\r\nFirst,Home \r\nSecond, home\r\nThird,HOME\r\n";
    const preview = await importFile(fixture.alice, "csv", csv, true);
    expect(preview.body.report.newLists).toEqual(["Home"]);
    expect((await importFile(fixture.alice, "csv", csv)).status).toBe(200);
    expect((await importFile(fixture.alice, "csv", "title\r\nNo column\r\n")).status).toBe(200);
    expect(await filed(fixture.alice)).toEqual({
      Inbox: ["Named", "No column", "None", "Shouting"],
      Home: ["First", "Second", "Third"],
    });
  });

  it("needs no new list when every one is the account's: the preview says none", async () => {
    await newList(fixture.alice, { name: "Errands" });
    const report = (await importFile(fixture.alice, "csv", "title,list\r\nMilk,errands\r\n", true)).body.report;
    expect(report.newLists).toEqual([]);
  });
});

/**
 * Lists in their owner's order Work, Old, Garden, Someday (made in another): Old archived with a task in it,
 * Someday with none; and a task in the Inbox.
 */
async function seedLists(client: TestClient) {
  const garden = await newList(client, { name: "Garden", color: "green", emoji: "🌱" });
  await newList(client, { name: "Someday", color: "purple", emoji: "💭" });
  const work = await newList(client, { name: "Work", color: "blue" });
  const old = await newList(client, { name: "Old", emoji: "📦" });
  await newTask(client, "Plant tulips", garden.id);
  await newTask(client, "Send report", work.id);
  await newTask(client, "Old plan", old.id);
  await newTask(client, "Call mum");
  expect((await client.patch(`/api/lists/${old.id}`, { archived: true })).status).toBe(200);
  // Work, then Old, first: positions below Garden's.
  expect((await client.patch(`/api/lists/${work.id}`, { position: garden.position - 2 })).status).toBe(200);
  expect((await client.patch(`/api/lists/${old.id}`, { position: garden.position - 1 })).status).toBe(200);
}

const SEEDED_LISTS = [
  { name: "Work", color: "blue", emoji: null, archived: false },
  { name: "Old", color: null, emoji: "📦", archived: true },
  { name: "Garden", color: "green", emoji: "🌱", archived: false },
  { name: "Someday", color: "purple", emoji: "💭", archived: false },
];

const described = (found: List[]) =>
  found.map(({ name, color, emoji, archived }) => ({ name, color, emoji, archived }));

describe("a JSON import brings every list of the file", () => {
  it("with no task in it or archived, with its colour and emoji, in the file's order", async () => {
    await seedLists(fixture.alice);
    const json = await exportText(fixture.alice, "json");
    expect(described(JSON.parse(json).lists)).toEqual(SEEDED_LISTS);
    const copy = await newAccount();
    const preview = await importFile(copy, "json", json, true);
    expect(preview.status).toBe(200);
    expect(preview.body.report).toMatchObject({ count: 4, newLists: ["Work", "Old", "Garden", "Someday"] });
    expect(await lists(copy)).toEqual([]);

    const imported = await importFile(copy, "json", json);
    expect(imported.body.report).toMatchObject({ count: 4, newLists: ["Work", "Old", "Garden", "Someday"] });
    expect(described(await lists(copy))).toEqual(SEEDED_LISTS);
    expect(await filed(copy)).toEqual({
      Inbox: ["Call mum"],
      Work: ["Send report"],
      Old: ["Old plan"],
      Garden: ["Plant tulips"],
      Someday: [],
    });
  });

  it("after the account's own, leaving one of the same name as it is", async () => {
    await seedLists(fixture.alice);
    const json = await exportText(fixture.alice, "json");
    const copy = await newAccount();
    const mine = await newList(copy, { name: "Mine" });
    const own = await newList(copy, { name: "OLD", color: "red" });
    const preview = await importFile(copy, "json", json, true);
    expect(preview.body.report.newLists).toEqual(["Work", "Garden", "Someday"]);
    expect((await importFile(copy, "json", json)).status).toBe(200);
    const after = await lists(copy);
    expect(after.map(({ id }) => id).slice(0, 2)).toEqual([mine.id, own.id]);
    expect(after[1]).toMatchObject({ name: "OLD", color: "red", emoji: null, archived: false });
    expect(described(after.slice(2))).toEqual(SEEDED_LISTS.filter(({ name }) => name !== "Old"));
    expect(await filed(copy)).toMatchObject({ OLD: ["Old plan"], Someday: [] });
  });

  it("from a file of lists alone, or one written without archived flags", async () => {
    const json = JSON.stringify({
      format: "taskmind-export",
      version: 1,
      lists: [
        { id: "a", name: "Reading", color: "teal" },
        { id: "b", name: "Hobbies", archived: true },
        { id: "c", name: "inbox" },
      ],
      tasks: [],
    });
    const preview = await importFile(fixture.alice, "json", json, true);
    expect(preview.body.report).toMatchObject({ count: 0, newLists: ["Reading", "Hobbies"], imported: false });
    expect(await lists(fixture.alice)).toEqual([]);
    const imported = await importFile(fixture.alice, "json", json);
    expect(imported.body.report).toMatchObject({ count: 0, newLists: ["Reading", "Hobbies"], imported: true });
    expect(described(await lists(fixture.alice))).toEqual([
      { name: "Reading", color: "teal", emoji: null, archived: false },
      { name: "Hobbies", color: null, emoji: null, archived: true },
    ]);
  });

  it("refusing the file when a list with no task in it cannot be made", async () => {
    const json = JSON.stringify({
      format: "taskmind-export",
      version: 1,
      lists: [
        { id: "a", name: "Fine" },
        { id: "b", name: "Fine too", archived: "yes" },
      ],
      tasks: [{ title: "In a", listId: "a" }],
    });
    for (const preview of [true, false]) {
      const response = await importFile(fixture.alice, "json", json, preview);
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({
        code: "import_unreadable",
        message: `List 2 of the file cannot be made (its archived): ${LIST_MESSAGES.mustBeTrueOrFalse}`,
      });
    }
    expect(await lists(fixture.alice)).toEqual([]);
    expect(await filed(fixture.alice)).toEqual({ Inbox: [] });
  });

  it(`counting the lists with no task in it against the ${LISTS_PER_USER_MAX} an account may have`, async () => {
    for (let n = 1; n < LISTS_PER_USER_MAX; n++) await newList(fixture.alice, { name: `List ${n}` });
    const json = JSON.stringify({
      format: "taskmind-export",
      version: 1,
      lists: [
        { id: "a", name: "List 1" },
        { id: "b", name: "Busy" },
        { id: "c", name: "Empty" },
      ],
      tasks: [{ title: "Busy work", listId: "b" }],
    });
    for (const preview of [true, false]) {
      const response = await importFile(fixture.alice, "json", json, preview);
      expect(response.status).toBe(422);
      expect(response.body.error.code).toBe("too_many_lists");
      expect(response.body.error.message).toContain("The file has 2 lists this account does not have");
      expect(response.body.report.newLists).toEqual(["Busy", "Empty"]);
    }
    expect(await lists(fixture.alice)).toHaveLength(LISTS_PER_USER_MAX - 1);
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);
    // Making 199 lists one request at a time takes a while on a busy machine.
  }, 60_000);

  it("undone when writing fails part way: no list of the file is left, empty or archived", async () => {
    const { db } = fixture.server.database;
    const own = await newList(fixture.alice, { name: "Own" });
    const json = JSON.stringify({
      format: "taskmind-export",
      version: 1,
      lists: [
        { id: "own", name: "own", color: "red" },
        { id: "empty", name: "Empty" },
        { id: "shelved", name: "Shelved", archived: true },
        { id: "made", name: "Made" },
      ],
      tasks: [
        ...Array.from({ length: 60 }, (_none, index) => ({
          title: `Task ${index}`,
          listId: ["own", "shelved", "made"][index % 3],
        })),
        { title: "Boom", listId: "made" },
      ],
    });
    await failingAtBoom(() => importFile(fixture.alice, "json", json));
    expect(await lists(fixture.alice)).toEqual([{ ...own, updatedAt: expect.any(String) }]);
    expect(await filed(fixture.alice)).toEqual({ Inbox: [], Own: [] });
    expect(await db.selectFrom("importedLists").selectAll().execute()).toEqual([]);
  });
});

describe("imports refuse, and write nothing,", () => {
  it("a list name a list may not have, as the row's problem under list.name", async () => {
    const tooLong = "n".repeat(LIST_NAME_MAX_LENGTH + 1);
    const csv = `title,list\r\nFine,Home\r\nLong,${tooLong}\r\n`;
    const response = await importFile(fixture.alice, "csv", csv);
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe("import_invalid");
    expect(response.body.report.errors).toEqual([{ row: 2, field: "list.name", message: LIST_MESSAGES.nameTooLong }]);

    const json = JSON.parse(await exportText(fixture.alice, "json"));
    json.lists = [
      { id: "a", name: "Fine" },
      { id: "b", name: "Two\nlines", color: "mauve" },
    ];
    json.tasks = [
      { title: "In a", listId: "a" },
      { title: "In b", listId: "b" },
      { title: "In c", listId: "c" },
    ];
    const fromJson = await importFile(fixture.alice, "json", JSON.stringify(json));
    expect(fromJson.status).toBe(422);
    expect(fromJson.body.report.errors).toEqual([
      { row: 2, field: "list.name", message: expect.stringContaining("control characters") },
      { row: 2, field: "list.color", message: LIST_MESSAGES.colorInvalid },
      { row: 3, field: "listId", message: "listId must be the id of one of the file's lists, or null for the Inbox." },
    ]);
    expect(await lists(fixture.alice)).toEqual([]);
    expect(await filed(fixture.alice)).toEqual({ Inbox: [] });
  });

  it("a JSON export whose lists come after its tasks, or are not lists", async () => {
    const head = '{"format":"taskmind-export","version":1';
    const late = await importFile(fixture.alice, "json", `${head},"tasks":[{"title":"x"}],"lists":[]}`);
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe('"lists" must come before "tasks".');
    const wrong = await importFile(fixture.alice, "json", `${head},"lists":[{"name":"x"}],"tasks":[]}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('"lists" must be the list of lists, each with its "id".');
  });

  it(`lists beyond the ${LISTS_PER_USER_MAX} an account may have, previewed or not`, async () => {
    for (let n = 1; n < LISTS_PER_USER_MAX; n++) await newList(fixture.alice, { name: `List ${n}` });
    const csv = "title,list\r\nOld,list 1\r\nA,New one\r\nB,New two\r\n";
    for (const preview of [true, false]) {
      const response = await importFile(fixture.alice, "csv", csv, preview);
      expect(response.status).toBe(422);
      expect(response.body.error).toEqual({
        code: "too_many_lists",
        message: `The file has 2 lists this account does not have, and an account has at most ${LISTS_PER_USER_MAX} lists, so nothing was imported.`,
      });
      expect(response.body.report.newLists).toEqual(["New one", "New two"]);
    }
    expect(await lists(fixture.alice)).toHaveLength(LISTS_PER_USER_MAX - 1);
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);

    // One new list still fits.
    expect((await importFile(fixture.alice, "csv", "title,list\r\nA,New one\r\n")).status).toBe(200);
    expect(await lists(fixture.alice)).toHaveLength(LISTS_PER_USER_MAX);
    // Making 199 lists one request at a time takes a while on a busy machine.
  }, 60_000);
});

/**
 * Runs an import the database refuses near the end, at the task titled "Boom" (after the batches before it were
 * written), and checks that it failed.
 */
async function failingAtBoom(run: () => Promise<{ status: number }>) {
  const { db, engine } = fixture.server.database;
  if (engine === "sqlite") {
    await sql`create trigger refuse_boom before insert on tasks when new.title = 'Boom'
      begin select raise(abort, 'Boom refused'); end`.execute(db);
  } else {
    await sql`create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin if new.title = 'Boom' then raise exception 'Boom refused'; end if; return new; end $$`.execute(db);
    await sql`create trigger refuse_boom before insert on tasks for each row execute function refuse_boom()`.execute(
      db,
    );
  }
  try {
    const response = await run();
    expect(response.status).toBe(500);
    expect(takeConsoleErrors().join("\n")).toContain("Boom refused");
  } finally {
    await sql`drop trigger refuse_boom${sql.raw(engine === "sqlite" ? "" : " on tasks")}`.execute(db);
    if (engine === "postgres") await sql`drop function refuse_boom`.execute(db);
  }
}

describe("an import undone", () => {
  it("when writing fails part way takes away the lists it made, not the account's own", async () => {
    const { db } = fixture.server.database;
    const own = await newList(fixture.alice, { name: "Own" });
    const rows = Array.from(
      { length: 200 },
      (_none, index) => `Task ${index},${["Own", "Made", "Also made"][index % 3]}`,
    );
    await failingAtBoom(() => importFile(fixture.alice, "csv", ["title,list", ...rows, "Boom,Made"].join("\r\n")));
    expect((await lists(fixture.alice)).map((list) => list.id)).toEqual([own.id]);
    expect(await filed(fixture.alice)).toEqual({ Inbox: [], Own: [] });
    expect(await db.selectFrom("importedLists").selectAll().execute()).toEqual([]);
  });

  it("when cut off by a crash takes away the lists it made, before the account's next import", async () => {
    const { db } = fixture.server.database;
    const userId = (await fixture.alice.get("/api/me")).body.user.id;
    const made = await newList(fixture.alice, { name: "Half made" });
    const kept = await newList(fixture.alice, { name: "Kept" });
    // What a server killed mid-write leaves: a claim, and a list noted as its own.
    const longAgo = new Date(Date.now() - 2 * IMPORT_LEASE_MS).toISOString();
    await db.insertInto("imports").values({ id: "cut-off", userId, heartbeatAt: longAgo, committed: false }).execute();
    await db.insertInto("importedLists").values({ importId: "cut-off", listId: made.id }).execute();

    expect((await importFile(fixture.alice, "csv", "title,list\r\nNext,Kept\r\n")).status).toBe(200);
    expect((await lists(fixture.alice)).map((list) => list.id)).toEqual([kept.id]);
    expect(await filed(fixture.alice)).toEqual({ Inbox: [], Kept: ["Next"] });
  });
});
