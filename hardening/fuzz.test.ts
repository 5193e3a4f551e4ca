import http from "node:http";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { createAdminRepository } from "../src/server/features/admin/admin.repository";
import { fixedClock } from "../src/server/test/fixed-clock";
import type { TestClient, TestResponse } from "../src/server/test/test-client";
import { startTestServer } from "../src/server/test/test-server";
import { IMPORT_MAX_BYTES, REQUEST_BODY_MAX_BYTES } from "../src/shared/limits";
import { assistantMessageSchema } from "../src/shared/schemas/assistant";
import { createListSchema, type List } from "../src/shared/schemas/list";
import { restoreTaskSchema, type Task, type TaskPage } from "../src/shared/schemas/task";
import { CSV_COLUMNS } from "../src/shared/schemas/transfer";
import { preferencesSchema, updateMeSchema } from "../src/shared/schemas/user";

/**
 * Hostile input for every endpoint of the app's route table: bodies, query strings, path segments and headers
 * that are huge, deep, of the wrong type, full of Unicode edge cases, control characters and prototype keys.
 * Whatever comes, the server answers below 500 in the one error shape, keeps answering, and stores nothing its
 * own schemas would refuse. The seed is fixed, so a failure replays; fast-check prints it with the shrunk input.
 */
const SEED = 20_261_123;

// Every run moves the clock on by an hour, past every rate limit's window, so the limits never stop the
// fuzzing short of the code behind them.
const clock = fixedClock(new Date().toISOString());
const HOUR_MS = 60 * 60 * 1000;
const SESSIONS_OUTLAST_MS = 5 * 365 * 24 * HOUR_MS;
const server = await startTestServer({ clock });
afterAll(() => server.close());
const baseOrigin = new URL(server.baseUrl).origin;

const PASSWORD = "correct horse battery";

async function newAccount(role: "user" | "admin" = "user") {
  const client = server.client();
  const { email } = await client.signUp(undefined, PASSWORD);
  if (role === "admin") await createAdminRepository(server.database).promote(email);
  const id = (await client.get("/api/me")).body.user.id as string;
  return { client, id, email, cookie: client.cookieHeader() };
}

const alice = await newAccount();
const admin = await newAccount("admin");
/** Whom the admin endpoints are fuzzed about. */
const victim = await newAccount();
/** A second session of alice's, which the fuzzing may end (never the one it sends requests with). */
const aliceElsewhere = server.client();
await aliceElsewhere.post("/api/auth/sign-in/email", { email: alice.email, password: PASSWORD });
const otherSessionId = (
  (await aliceElsewhere.get("/api/me/sessions")).body.sessions as { id: string; current: boolean }[]
)
  .filter((session) => session.current)
  .map((session) => session.id)[0];

// The clock moves on an hour per run, months in all: every session made so far is made to outlast that (a session
// past its expiry by the server's clock is refused), as the fuzzing must keep reaching the code behind sign-in.
await server.database.db
  .updateTable("sessions")
  .set({ expiresAt: new Date(clock.now().getTime() + SESSIONS_OUTLAST_MS).toISOString() })
  .execute();

/** Alice's tasks as the fuzzing goes: requests about "a real task" pick one of these. */
const taskIds: string[] = [];
for (const fields of [{}, { recurrence: "FREQ=DAILY" }, { dueAt: "2026-01-01T09:00:00Z", tags: ["x"] }]) {
  const created = await alice.client.post("/api/tasks", { title: "Seed task", ...fields });
  taskIds.push(created.body.task.id);
}

/** Alice's lists: tasks go into them, and requests about "a real list" pick one. */
const listIds: string[] = [];
for (const name of ["Work", "Home"]) {
  const created = await alice.client.post("/api/lists", { name });
  listIds.push(created.body.list.id);
}

/** An exchange of alice's with the assistant (it added a task): Undo requests about "a real exchange" name it. */
await alice.client.post("/api/assistant", { message: "add Seed task from the assistant" });
const exchangeId = String((await alice.client.get("/api/assistant/history")).body.exchanges.at(-1).id);

// ---------- text ----------

/** Characters that break naive code: surrogates alone, direction marks, joiners, combining marks, controls. */
const SPECIAL_CHARACTERS = [
  "\u0000",
  "\u0001",
  "\u0008",
  "\u000b",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009f",
  "\t",
  "\n",
  "\r",
  "\r\n",
  "\ud800",
  "\udfff",
  "\udc00\ud800",
  "\u202e",
  "\u200f",
  "\u2066",
  "\u200b",
  "\u200d",
  "\ufeff",
  "\u2028",
  "\u2029",
  "\ufffd",
  "\uffff",
  "e\u0301\u0301\u0301\u0301",
  "\u0e49\u0e49\u0e49\u0e49",
  "👩‍👩‍👧‍👦",
  "🏳️‍🌈",
  "🇩🇪",
  "𝕏",
  "ﷺ",
  "İ",
  "ß",
  "ǅ",
  "%",
  "%00",
  "%ZZ",
  "\\",
  '"',
  "'",
  "`",
  "<",
  ">",
  "&",
  "#",
  ",",
  ";",
  "=",
  "?",
  "/",
  "..",
  "*",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}",
  "$" + "{7*7}",
  "'; drop table tasks; --",
  "NaN",
  "-0",
  "1e309",
  "null",
  "undefined",
];

const textPiece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_CHARACTERS) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 4 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "buy milk",
      "tomorrow",
      "at 5pm",
      "#tag",
      "p1",
      "every monday",
      "every 4 years on feb 29",
      " ",
      // Alice's list, a list nobody has, a quoted name (open or closed), a lone plus, digits.
      "+work",
      "+Nowhere",
      '+"Long name"',
      '+"',
      "+",
      "+1",
    ),
  },
);
/** Short hostile text. */
const text = fc.array(textPiece, { maxLength: 12 }).map((pieces) => pieces.join(""));
/** Text that may also be very long: a piece repeated past every length limit. */
const anyText = fc.oneof(
  { weight: 5, arbitrary: text },
  {
    weight: 1,
    arbitrary: fc
      .tuple(textPiece, fc.constantFrom(33, 81, 201, 255, 501, 5001, 20_000))
      .map(([piece, times]) => (piece || "x").repeat(times)),
  },
);

// ---------- JSON, written as text so it can hold what JSON.stringify cannot (1e309, -0, duplicate keys) ----------

const RAW_NUMBERS = [
  "0",
  "-0",
  "1",
  "-1",
  "1.5",
  "1e309",
  "-1e309",
  "1e-400",
  "2147483647",
  "2147483648",
  "9007199254740993",
  "123456789012345678901234567890",
  "0.1e1",
  "20",
  "21",
];
const rawNumber = fc.constantFrom(...RAW_NUMBERS);
const rawString = anyText.map((value) => JSON.stringify(value));
const KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "", "0", "length"];
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    rawNumber,
    rawString,
    fc.constantFrom("true", "false", "null"),
    tie("array"),
    tie("object"),
  ),
  array: fc.array(tie("value"), { maxLength: 5 }).map((values) => `[${values.join(",")}]`),
  object: fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), text), tie("value")), { maxLength: 5 })
    .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`),
})).value;

/** Anything at all in a field's place. */
const anyValue = fc.oneof({ weight: 2, arbitrary: rawString }, rawNumber, jsonText);
/** Text a text field takes (no control characters, something left after trimming), odd as can be besides. */
const storableText = text.map((value) => `x${value.replace(/\p{Cc}/gu, "")}`.slice(0, 150));

/** A field: raw JSON values the schema takes (odd ones among them), and what to put there instead. */
interface Field {
  valid: fc.Arbitrary<string>;
  hostile: fc.Arbitrary<string>;
}
const strings = (...values: string[]): Field => ({
  valid: fc.constantFrom(...values.map((value) => JSON.stringify(value))),
  hostile: anyValue,
});
const literals = (...values: string[]): Field => ({ valid: fc.constantFrom(...values), hostile: anyValue });
const textField: Field = { valid: storableText.map((value) => JSON.stringify(value)), hostile: anyValue };
const orNull = ({ valid, hostile }: Field): Field => ({ valid: fc.oneof(valid, fc.constant("null")), hostile });

const INSTANTS = [
  "2026-11-23T09:00:00Z",
  "2026-11-23T09:00:00.123456789Z",
  "2026-03-29T02:30:00+01:00",
  "2026-10-25T02:30:00+02:00",
  "2024-02-29T23:59:59.999-12:00",
  "2026-02-29T00:00:00Z",
  "2026-13-01T00:00:00Z",
  "2026-11-23T24:00:00Z",
  "1970-01-01T00:00:00Z",
  "0000-01-01T00:00:00Z",
  "9999-12-31T23:59:59.999+14:00",
  "+275760-09-13T00:00:00.000Z",
  "-271821-04-20T00:00:00Z",
  "2026-11-23",
  "2026-11-23T09:00:00",
];
const RULES = [
  "FREQ=DAILY",
  "FREQ=WEEKLY;BYDAY=MO,WE",
  "FREQ=MONTHLY;BYMONTHDAY=-1",
  "FREQ=MONTHLY;BYMONTHDAY=31",
  "FREQ=MONTHLY;BYDAY=5FR",
  "FREQ=MONTHLY;BYDAY=-5SU",
  "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29",
  "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
  "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;INTERVAL=3",
  "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31",
  // Rules that never come round from some start: 29 February every 4 years, the 31st every 12 months.
  "FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29",
  "FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=31",
  "FREQ=YEARLY;INTERVAL=999",
  "FREQ=DAILY;INTERVAL=999",
  "FREQ=WEEKLY;INTERVAL=1000",
  "FREQ=WEEKLY;BYDAY=MO,MO",
  "FREQ=MONTHLY;BYDAY=0MO",
  "FREQ=MONTHLY;BYMONTHDAY=0",
  "FREQ=HOURLY",
  "freq=daily",
  "RRULE:FREQ=DAILY",
  "FREQ=DAILY;;",
  "FREQ=DAILY;COUNT=3",
];
const TIME_ZONES = [
  "UTC",
  "Europe/Berlin",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "America/St_Johns",
  "Asia/Kathmandu",
  "Antarctica/Troll",
  "Etc/GMT+12",
  "utc",
  "EST5EDT",
  "+05:30",
  "Europe/../../etc/passwd",
  "",
];
const LOCALES = [
  "en-US",
  "en-GB",
  "de",
  "de-DE-u-nu-arab",
  "ar-EG",
  "he",
  "zh-Hant-TW-u-ca-chinese",
  "zz",
  "x-private",
  "i-default",
  "en-US-u-ca-islamic",
  "de-AT-x-mine",
  "en-001",
  "",
];

const uuid = fc.uuid({ version: 4 });
const BASE64URL = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"];
const base64Url = (length: number) =>
  fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: length, maxLength: length });
/** Push endpoints on allowed services, on others (internal addresses too), and odd URLs. */
const pushEndpoint: Field = {
  valid: fc.oneof(
    uuid.map((id) => JSON.stringify(`https://fcm.googleapis.com/fcm/send/${id}`)),
    strings(
      "https://updates.push.services.mozilla.com/wpush/v2/x",
      "http://fcm.googleapis.com/x",
      "https://169.254.169.254/latest/meta-data",
      "http://127.0.0.1:5432/",
      "https://fcm.googleapis.com.evil.example/x",
      "https://[::1]/x",
      "file:///etc/passwd",
      `https://fcm.googleapis.com/${"x".repeat(2100)}`,
    ).valid,
  ),
  hostile: anyValue,
};
/** The instants the schema takes (DST gaps, leap days, the far past and future) and some it must not. */
const instant: Field = { valid: fc.constantFrom(...INSTANTS.map((value) => JSON.stringify(value))), hostile: anyValue };
const storableTag = storableText.map((value) => value.replace(/[,\t]/g, "").slice(0, 30));
const taskFields: Record<string, Field> = {
  title: textField,
  description: textField,
  dueAt: orNull(instant),
  dueAllDay: literals("true", "false"),
  priority: strings("none", "low", "medium", "high"),
  tags: {
    valid: fc.array(storableTag, { maxLength: 6 }).map((tags) => JSON.stringify(tags)),
    hostile: fc.oneof(
      fc
        .array(fc.oneof(rawString, fc.constantFrom('"home"', '"Home "', '"a,b"')), { maxLength: 22 })
        .map((tags) => `[${tags.join(",")}]`),
      anyValue,
    ),
  },
  reminders: {
    valid: fc
      .array(
        fc.oneof(
          instant.valid.map((at) => `{"at":${at}}`),
          fc.constantFrom(0, 10, 60, 1440, 10080).map((minutes) => `{"minutesBefore":${minutes}}`),
        ),
        { maxLength: 5 },
      )
      .map((reminders) => `[${reminders.join(",")}]`),
    hostile: fc.oneof(
      fc
        .array(
          fc.oneof(
            anyValue.map((at) => `{"at":${at}}`),
            anyValue.map((minutes) => `{"minutesBefore":${minutes}}`),
            fc.constantFrom(
              '{"minutesBefore":10081}',
              '{"minutesBefore":-1}',
              '{"at":"2026-11-23T09:00:00Z","minutesBefore":1}',
              "{}",
            ),
          ),
          { maxLength: 7 },
        )
        .map((reminders) => `[${reminders.join(",")}]`),
      anyValue,
    ),
  },
  recurrence: orNull(strings(...RULES)),
  listId: orNull({ valid: fc.constantFrom(...listIds.map((id) => JSON.stringify(id))), hostile: anyValue }),
  parentId: orNull({ valid: fc.constantFrom(...taskIds.map((id) => JSON.stringify(id))), hostile: anyValue }),
};
/** Positions in "My order": any finite number (1e309 is JSON for infinity, which is not). */
const position = literals("0", "1.5", "-1e300", "1e308", "1e309", "-0", '"1"');
const listFields: Record<string, Field> = {
  name: textField,
  color: orNull(strings("red", "blue", "grey", "#ff0000", "Red")),
  emoji: orNull(strings("💼", "🇩🇪", "👩‍👩‍👧‍👦", "👍🏽", "a", "🍎🍐", "\u200d")),
};

/**
 * A JSON object of `fields` (those not `required` now and then left out): all valid, or one field hostile, or
 * with a key it should not have. Written as text: keys may come twice, numbers be 1e309.
 */
function objectOf(fields: Record<string, Field>, required: string[] = []): fc.Arbitrary<string> {
  const names = Object.keys(fields);
  const valid = fc.record(Object.fromEntries(names.map((name) => [name, (fields[name] as Field).valid])), {
    requiredKeys: required,
  });
  const oneHostile = fc
    .constantFrom(...names)
    .chain((name) => (fields[name] as Field).hostile.map((value): [string, string] => [name, value]));
  const extra = fc.tuple(fc.constantFrom(...KEYS, ...names), jsonText);
  return fc
    .tuple(
      valid,
      fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: oneHostile }, extra),
    )
    .map(([record, change]) => {
      const entries = new Map(
        Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      let objectText = `{${[...entries].map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}`;
      if (change) objectText += `${entries.size > 0 ? "," : ""}${JSON.stringify(change[0])}:${change[1]}`;
      return `${objectText}}`;
    });
}

const preferences = objectOf({
  theme: strings("system", "light", "dark"),
  timeZone: orNull(strings(...TIME_ZONES)),
  weekStart: strings("locale", "monday", "sunday", "saturday"),
  timeFormat: strings("locale", "24h", "12h"),
  defaultView: strings("all", "today", "upcoming", "overdue", "completed"),
  dailyCapacity: literals("1", "5", "20", "0", "21", "-0", "1e309", "5.0", "5.5"),
  useAssistantModel: literals("true", "false"),
  emailReminders: literals("true", "false"),
  defaultReminderMinutes: orNull(literals("0", "15", "10080", "10081", "-1", "1.5", "1e309")),
});

/** Never alice's password, so the fuzzing cannot end her account or sessions. */
const wrongPassword = strings("not the password", "x".repeat(8), "x".repeat(129), "");
const email = strings(alice.email, "nobody@example.com", "a@b", "ALICE@EXAMPLE.COM", `${"a".repeat(250)}@example.com`);

/** Bodies that suit each endpoint, besides the generic hostile ones every endpoint gets. */
const BODIES: Record<string, fc.Arbitrary<string>> = {
  "POST /api/auth/sign-up/email": objectOf(
    {
      email: {
        valid: fc.oneof(
          uuid.map((id) => JSON.stringify(`fuzz-${id}@example.com`)),
          email.valid,
        ),
        hostile: anyValue,
      },
      password: strings(PASSWORD, "short", "password123", "x".repeat(129)),
    },
    ["email", "password"],
  ),
  "POST /api/auth/sign-in/email": objectOf({ email, password: wrongPassword }, ["email", "password"]),
  "POST /api/auth/request-password-reset": objectOf({ email }, ["email"]),
  "POST /api/auth/reset-password": objectOf({ token: strings("token", "x".repeat(5000)), newPassword: wrongPassword }, [
    "token",
    "newPassword",
  ]),
  "POST /api/auth/verify-email": objectOf({ token: strings("token", "x".repeat(200), "x".repeat(5000)) }, ["token"]),
  "PATCH /api/me": objectOf({
    displayName: textField,
    preferences: { valid: preferences, hostile: anyValue },
  }),
  "DELETE /api/me": objectOf({ password: wrongPassword }, ["password"]),
  "POST /api/me/password": objectOf({ currentPassword: wrongPassword, newPassword: wrongPassword }, [
    "currentPassword",
    "newPassword",
  ]),
  "POST /api/tasks": objectOf(taskFields, ["title"]),
  "PUT /api/tasks/:id": objectOf(
    {
      ...taskFields,
      completed: literals("true", "false"),
      completedAt: orNull(instant),
      createdAt: instant,
      postponedCount: literals("0", "3", "2147483647", "2147483648", "-1", "1.5", "1e309"),
      position,
    },
    ["title", "createdAt"],
  ),
  "PATCH /api/tasks/:id": objectOf({
    ...taskFields,
    completed: literals("true", "false"),
    completeSubtasks: literals("true", "false"),
    position,
  }),
  "POST /api/tasks/:id/snooze": objectOf({ for: strings("10m", "1h", "tomorrow", "2h", "10M", "") }, ["for"]),
  "POST /api/push/subscriptions": objectOf(
    {
      endpoint: pushEndpoint,
      expirationTime: orNull(literals("0", "1767225600000", "-1", "1e309")),
      keys: {
        valid: fc.tuple(base64Url(87), base64Url(22)).map(([p256dh, auth]) => JSON.stringify({ p256dh, auth })),
        hostile: anyValue,
      },
    },
    ["endpoint", "keys"],
  ),
  "DELETE /api/push/subscriptions": objectOf({ endpoint: pushEndpoint }, ["endpoint"]),
  "POST /api/lists": objectOf(listFields, ["name"]),
  "PATCH /api/lists/:id": objectOf({ ...listFields, position, archived: literals("true", "false") }),
  "POST /api/tasks/parse": objectOf(
    {
      text: textField,
      now: instant,
      timeZone: strings(...TIME_ZONES),
      locale: strings(...LOCALES),
      ignore: {
        valid: fc
          .array(fc.tuple(fc.nat(600), fc.nat(600)), { maxLength: 55 })
          .map((spans) => JSON.stringify(spans.map(([start, end]) => ({ start, end })))),
        hostile: fc.oneof(
          fc
            .array(fc.tuple(rawNumber, rawNumber), { maxLength: 5 })
            .map((spans) => `[${spans.map(([start, end]) => `{"start":${start},"end":${end}}`).join(",")}]`),
          anyValue,
        ),
      },
    },
    ["text"],
  ),
  "POST /api/assistant": objectOf(
    {
      message: {
        valid: fc.oneof(
          textField.valid,
          strings(
            "help",
            "plan my day",
            "weekly review",
            "what's due today",
            "complete seed",
            "delete seed",
            "break down seed into a, b and c",
            "move seed to friday",
            "tag seed #x",
            "show +work",
            "what's in my inbox",
            "move seed to +home",
            "put seed in my inbox",
            "buy seed +work",
          ).valid,
        ),
        hostile: anyValue,
      },
    },
    ["message"],
  ),
  "POST /api/assistant/decline": objectOf({ confirm: textField }, ["confirm"]),
  "PATCH /api/admin/settings": objectOf({ open: literals("true") }, ["open"]),
};

/** An import file: CSV or our JSON, mostly of rows it takes (odd text, every kind of date and rule), some hostile. */
const csvQuote = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvColumns = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constant<string[]>([...CSV_COLUMNS]),
  },
  {
    weight: 1,
    // Any of the columns, a repeated one and an unknown one, in any order.
    arbitrary: fc.shuffledSubarray([...CSV_COLUMNS, "title", "x"]),
  },
);
const csvCells: Record<string, fc.Arbitrary<string>> = {
  title: storableText,
  description: storableText,
  due: fc.constantFrom("", "2031-06-01", ...INSTANTS),
  priority: fc.constantFrom("", "none", "low", "medium", "high"),
  tags: fc.array(storableTag, { maxLength: 3 }).map((tags) => tags.join(",")),
  completed: fc.constantFrom("", "true", "false"),
  recurrence: fc.constantFrom("", ...RULES),
  // Alice's own (in any case), the Inbox by name, new ones, and names no list may have.
  list: fc.oneof(
    fc.constantFrom("", "Inbox", "INBOX", "Work", "home", "ＨＯＭＥ", "Garden", "n".repeat(61), "=Formula"),
    storableText,
  ),
};
const csvRow = (columns: string[]) =>
  fc.tuple(
    ...columns.map((column) =>
      fc.oneof({ weight: 4, arbitrary: csvCells[column] ?? anyText }, { weight: 1, arbitrary: anyText }).map(csvQuote),
    ),
  );
const csvFile = fc
  .tuple(csvColumns, fc.constantFrom("\n", "\r\n", "\r"))
  .chain(([columns, newline]) =>
    fc
      .array(csvRow(columns), { maxLength: 8 })
      .map((rows) => [columns.join(","), ...rows.map((row) => row.join(","))].join(newline)),
  );
/** A list of a JSON export: tasks name it by one of the ids they use (alice's lists' ids, as in her export). */
const exportedList = objectOf(
  {
    id: { valid: fc.constantFrom(...[...listIds, "other"].map((id) => JSON.stringify(id))), hostile: anyValue },
    ...listFields,
    position,
    archived: literals("true", "false"),
  },
  ["id", "name"],
);
const jsonFile = fc
  .tuple(
    fc.array(exportedList, { maxLength: 3 }),
    fc.array(
      objectOf({ ...taskFields, completed: literals("true", "false"), createdAt: instant, updatedAt: textField }, [
        "title",
      ]),
      { maxLength: 6 },
    ),
  )
  .chain(([lists, tasks]) =>
    fc.constantFrom(
      `{"format":"taskmind-export","version":1,"tasks":[${tasks.join(",")}]}`,
      `{"format":"taskmind-export","version":1,"lists":[${lists.join(",")}],"tasks":[${tasks.join(",")}]}`,
      `{"tasks":[${tasks.join(",")}],"lists":[${lists.join(",")}],"version":1,"format":"taskmind-export"}`,
      `{"lists":${lists[0] ?? "{}"},"tasks":[${tasks.join(",")}],"version":1,"format":"taskmind-export","__proto__":{"x":1}}`,
      `{"format":"taskmind-export","version":1,"tasks":${tasks[0] ?? "{}"}}`,
    ),
  );

/** Bodies at and past the limit: the same byte counts either side of it. */
const hugeBody = (limit: number) =>
  fc
    .tuple(fc.constantFrom(limit - 100, limit - 1, limit, limit + 1), fc.constantFrom("a", "é", "😀", "\\u0000"))
    .map(([bytes, piece]) => {
      const repeat = Math.floor((bytes - 20) / Buffer.byteLength(piece));
      return `{"title":"${piece.repeat(Math.max(0, repeat))}"}`;
    });
const deepBody = fc
  .tuple(fc.constantFrom(64, 1000, 10_000, 30_000), fc.constantFrom("[", '{"a":', '{"preferences":'))
  .map(([depth, open]) => `${open.repeat(depth)}1${(open === "[" ? "]" : "}").repeat(depth)}`);
const oddBody = fc.constantFrom(
  "",
  "{",
  "}",
  "\ufeff{}",
  "null",
  "[]",
  "[{}]",
  "1e309",
  '"x"',
  "{}",
  '{"a":1,"a":2}',
  "\u0000",
  "tru",
);

function bodyFor(key: string): fc.Arbitrary<string | undefined> {
  // An endpoint that reads no body gets any JSON: it must be ignored.
  const specific = key === "POST /api/import" ? fc.oneof(csvFile, jsonFile) : (BODIES[key] ?? jsonText);
  const limit = key === "POST /api/import" ? IMPORT_MAX_BYTES : REQUEST_BODY_MAX_BYTES;
  return fc.oneof(
    { weight: 8, arbitrary: specific },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: jsonText },
    { weight: 1, arbitrary: oddBody },
    { weight: 1, arbitrary: deepBody },
    // Ten megabytes and more only now and then: each is real work for both sides.
    { weight: key === "POST /api/import" ? 1 : 2, arbitrary: hugeBody(limit) },
  );
}

// ---------- query strings, path segments, headers ----------

/**
 * Query strings and path segments stay under Node's 16 KB for the request line and headers together (past it,
 * Node itself answers 431 before the app is asked); bodies are where size is tried.
 *
 * Percent-encodes the UTF-8 of `value` (lone surrogates become U+FFFD), sometimes leaving a bad escape raw. */
const encode = (value: string) =>
  [...new TextEncoder().encode(value)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
/** A cursor of the shape the server writes (a sort and its 2 or 3 key values), the values hostile. */
const cursor = fc
  .tuple(
    fc.constantFrom("created", "due", "priority", "x"),
    fc.array(
      fc.oneof(
        fc
          .constantFrom(...INSTANTS, "2026-01-01T00:00:00.000Z\u0000", "\u0000", "\ud800")
          .map((value) => JSON.stringify(value)),
        uuid.map((value) => JSON.stringify(value)),
        text.map((value) => JSON.stringify(value)),
        rawNumber,
        fc.constantFrom("null", "[]", "{}", "true"),
      ),
      { minLength: 2, maxLength: 3 },
    ),
  )
  .map(([sort, key]) => Buffer.from(`{"sort":"${sort}","key":[${key.join(",")}]}`).toString("base64url"));
const QUERY_VALUES: Record<string, string[]> = {
  limit: ["1", "50", "200", "0", "201", "1000", "1001", "-1", "1.5", "1e309", "-0", "NaN", "0x10", " 5"],
  dueFrom: INSTANTS,
  dueBefore: INSTANTS,
  undated: ["true", "false", "1", "TRUE", ""],
  view: ["all", "today", "upcoming", "overdue", "completed", "ALL"],
  sort: ["created", "due", "priority", "title"],
  q: ["seed", "se", "a b c d e f g h", "*", "%", "_"],
  tag: ["x", "X", "home"],
  priority: ["none", "low", "medium", "high", "urgent"],
  tz: TIME_ZONES,
  format: ["json", "csv", "ics", "xml"],
  preview: ["true", "false", "1"],
};
const queryValue = (name: string) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(...(Object.hasOwn(QUERY_VALUES, name) ? (QUERY_VALUES[name] as string[]) : ["x"]))
        .map(encode),
    },
    { weight: 2, arbitrary: text.map(encode) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "%",
        "%ZZ",
        "x".repeat(2000),
        "%FF%FE",
        "%C0%80",
        "%ED%A0%80",
        "%00",
        "+",
        "a=b",
        "&&",
      ),
    },
    ...(name === "cursor" ? [{ weight: 3, arbitrary: cursor }] : []),
  );
const queryName = fc.constantFrom(
  ...Object.keys(QUERY_VALUES),
  "cursor",
  "__proto__",
  "constructor",
  "toString",
  "",
  "q[]",
  "view[0]",
);
const hostilePair = queryName.chain((name) => queryValue(name).map((value) => `${encodeURIComponent(name)}=${value}`));
/** The parameters each endpoint reads, with values it takes; the others get none. */
const VALID_QUERIES: Record<string, Record<string, string[]>> = {
  "GET /api/assistant/history": {
    limit: ["1", "20", "100"],
    cursor: ["1", "2", "2147483647"],
  },
  "GET /api/tasks": {
    limit: ["1", "2", "50", "200", "1000"],
    view: ["all", "today", "upcoming", "overdue", "completed"],
    // A calendar's day, week or six weeks (the last across the end of daylight saving), or a range that is not one.
    dueFrom: ["2026-11-30T00:00:00+01:00", "2026-10-05T00:00:00+02:00", "2026-11-23T09:00:00Z"],
    dueBefore: ["2026-12-01T00:00:00+01:00", "2026-11-16T00:00:00+01:00", "2026-11-23T09:00:00Z"],
    undated: ["true", "false"],
    sort: ["created", "due", "priority"],
    parent: ["root", ...taskIds],
    q: ["seed", "x", "buy milk"],
    tag: ["x"],
    priority: ["none", "high"],
    tz: ["UTC", "Europe/Berlin", "Pacific/Kiritimati", "Asia/Kathmandu"],
  },
  "GET /api/export": { format: ["json", "csv", "ics"] },
  "POST /api/import": { format: ["json", "csv"], preview: ["true", "false"] },
};
/** A query string: one the endpoint takes, the same with a hostile parameter added (a repeated one too), or junk. */
const queryFor = (key: string): fc.Arbitrary<string> => {
  const params = VALID_QUERIES[key] ?? {};
  const required = key === "GET /api/tasks" ? [] : Object.keys(params).slice(0, 1);
  const valid = fc
    .record(Object.fromEntries(Object.entries(params).map(([name, values]) => [name, fc.constantFrom(...values)])), {
      requiredKeys: required,
    })
    .map((record) => Object.entries(record).map(([name, value]) => `${name}=${encode(value as string)}`));
  return fc
    .oneof(
      { weight: 3, arbitrary: valid },
      { weight: 2, arbitrary: fc.tuple(valid, hostilePair).map(([pairs, pair]) => [...pairs, pair]) },
      { weight: 1, arbitrary: fc.array(hostilePair, { maxLength: 6 }) },
    )
    .map((pairs) => (pairs.length > 0 ? `?${pairs.join("&")}` : ""));
};

/** A hostile path segment in place of an id. */
const hostileSegment = fc.oneof(
  text.map(encode),
  fc.constantFrom("%00", "..", "%2e%2e", "%2F", "%", "%ZZ", "00000000-0000-0000-0000-000000000000", "a".repeat(2000)),
  uuid,
);
type IdChoice = { real: number } | { segment: string };
const idChoice: fc.Arbitrary<IdChoice> = fc.oneof(
  { weight: 2, arbitrary: fc.nat().map((real) => ({ real })) },
  { weight: 1, arbitrary: hostileSegment.map((segment) => ({ segment })) },
);

/**
 * Header values: what fetch can send (tab, printable ASCII and Latin-1), odd as can be. Each stays well under
 * Node's 16 KB for all headers together, past which Node itself answers 431 before the app is asked.
 */
const HEADER_CHARACTERS = [
  "\t",
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  "\u0080",
  "\u00a0",
  "\u00e9",
  "\u00ff",
];
const headerText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...HEADER_CHARACTERS), maxLength: 20 }),
  fc.constantFrom("", " ", "\u00ff\u00e9", "a".repeat(1500), "null", "*", "=", ";;;", '"'),
);
const hostileHeaders = fc.record(
  {
    "content-type": fc.constantFrom(
      "application/json",
      "application/json; charset=utf-16",
      "application/json;;;",
      "text/plain",
      "text/csv",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "",
    ),
    origin: fc.constantFrom(baseOrigin, baseOrigin, baseOrigin, "null", "http://evil.example", `${baseOrigin}/`, ""),
    cookie: fc.oneof(
      headerText,
      fc.constantFrom("better-auth.session_token=forged.signature", "a=b; a=c", "=", "better-auth.session_token="),
      fc.constant(alice.cookie).map((cookie) => `${cookie}; ${cookie}`),
    ),
    "accept-language": fc.oneof(
      headerText,
      fc.constantFrom(...LOCALES, "de-DE,de;q=0.9", "en;q=abc", "*", "a".repeat(300)),
    ),
    "if-match": fc.oneof(
      headerText,
      fc.constantFrom('"1"', 'W/"2"', "*", '"-0"', '"1e309"', '"9007199254740993"', '"NaN"', '""'),
    ),
    "x-forwarded-for": fc.oneof(headerText, fc.constantFrom("::1", "1.2.3.4, 5.6.7.8", "not-an-ip", "")),
    "sec-fetch-site": fc.constantFrom("cross-site", "same-origin", "none", "same-site"),
    "user-agent": headerText,
  },
  { requiredKeys: [] },
);
/** Most requests as a browser of the app would send them, so the body gets looked at; the rest with odd headers. */
const requestHeaders = fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 2, arbitrary: hostileHeaders });

// ---------- requests ----------

interface HostileRequest {
  path: string;
  query: string;
  headers: Partial<Record<string, string>>;
  body: string | undefined;
}

/** Who sends requests to an endpoint: the admin area's admin, alice for the rest (never signing her out). */
function cookieFor(key: string): string {
  if (key.includes(" /api/admin/")) return admin.cookie;
  if (key === "POST /api/auth/sign-out") return "";
  return alice.cookie;
}

function pathFor(template: string, choice: IdChoice): string {
  if (!template.includes(":id")) return template;
  let id: string;
  if ("segment" in choice) id = choice.segment;
  else if (template.startsWith("/api/admin/")) id = victim.id;
  else if (template.startsWith("/api/me/sessions/")) id = otherSessionId ?? "none";
  else if (template.startsWith("/api/lists/")) id = listIds[choice.real % Math.max(1, listIds.length)] ?? "none";
  else if (template.startsWith("/api/assistant/history/")) id = exchangeId;
  else id = taskIds[choice.real % Math.max(1, taskIds.length)] ?? "none";
  return template.replace(":id", id);
}

const requestFor = (key: string, template: string): fc.Arbitrary<HostileRequest> =>
  fc
    .record({
      id: idChoice,
      query: queryFor(key),
      headers: requestHeaders,
      body: bodyFor(key),
      jsonContentType: fc.boolean(),
    })
    .map(({ id, query, headers, body, jsonContentType }) => ({
      path: pathFor(template, id),
      query: key === "POST /api/import" && body !== undefined ? withFormatOf(body, query) : query,
      headers: jsonContentType && body !== undefined ? { ...headers, "content-type": "application/json" } : headers,
      body,
    }));

/** An import's query naming a valid format names the body's (JSON or CSV), so the file gets read. */
function withFormatOf(body: string, query: string): string {
  const format = body.trimStart().startsWith("{") ? "json" : "csv";
  return query.replace(/^\?format=(%6a%73%6f%6e|%63%73%76)/, `?format=${encode(format)}`);
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Sends `request` on a connection of its own (so whatever one request does to its connection is its own
 * answer's), reading an event stream's first answer only, as it never ends by itself.
 */
function send(method: string, key: string, request: HostileRequest): Promise<Answer> {
  const headers: Record<string, string> = {
    origin: baseOrigin,
    cookie: cookieFor(key),
    "x-forwarded-for": `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.1`,
  };
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers[name] = value;
  // Signing out ends the session sent: never alice's, which the rest of the fuzzing uses.
  if (key === "POST /api/auth/sign-out" && headers.cookie?.includes(alice.cookie)) headers.cookie = "";
  if (headers.cookie === "") delete headers.cookie;
  const body = request.body !== undefined && method !== "GET" ? Buffer.from(request.body) : undefined;
  if (body) headers["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${server.baseUrl}${request.path}${request.query}`,
      { method, headers, agent: false },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = response.headers["content-type"] ?? "";
        if (contentType.startsWith("text/event-stream")) {
          response.destroy();
          resolve({ status, contentType, text: "" });
          return;
        }
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status, contentType, text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** What every answer must be, whatever was asked. */
function checkAnswer(answer: Answer, label: string) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 500)}`).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.contentType, label).toContain("application/json");
    const body = JSON.parse(answer.text);
    expect(body, label).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    // Field errors, when given, name the fields.
    if (body.error.fields !== undefined) expect(Object.keys(body.error.fields).length, label).toBeGreaterThan(0);
  }
}

async function stillAnswering() {
  const health = await fetch(`${server.baseUrl}/api/health`);
  expect(health.status).toBe(200);
}

/** How each endpoint answered, to show (and check) how far the fuzzing got past validation. */
const outcomes = new Map<string, Map<number, number>>();
const endpoints = [
  ...new Set(server.routes.filter(({ method }) => method !== "ALL").map(({ method, path }) => `${method} ${path}`)),
];
/** Runs per endpoint: more for those whose bodies reach the most code. Sized to keep the file near 1.5 minutes. */
const RUNS_DEFAULT = 30;
const RUNS: Record<string, number> = {
  "POST /api/tasks": 200,
  "PATCH /api/tasks/:id": 200,
  "PUT /api/tasks/:id": 120,
  "GET /api/tasks": 200,
  "POST /api/lists": 100,
  "PATCH /api/lists/:id": 100,
  "PATCH /api/me": 120,
  "POST /api/tasks/parse": 150,
  "POST /api/assistant": 120,
  "POST /api/import": 100,
  "POST /api/auth/sign-up/email": 30,
};

describe(`hostile input (fast-check seed ${SEED})`, () => {
  it.each(endpoints)("%s answers every request below 500, in the error shape, and keeps answering", async (key) => {
    const [method = "", template = ""] = key.split(" ");
    const seen = new Map<number, number>();
    outcomes.set(key, seen);
    await fc.assert(
      fc.asyncProperty(requestFor(key, template), async (request) => {
        clock.advance(HOUR_MS);
        const answer = await send(method, key, request);
        seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
        if (method === "POST" && template === "/api/tasks" && answer.status === 201) {
          taskIds.push(JSON.parse(answer.text).task.id);
        }
        if (method === "POST" && template === "/api/lists" && answer.status === 201) {
          listIds.push(JSON.parse(answer.text).list.id);
        }
        checkAnswer(answer, `${key} ${request.path}${request.query}`);
        await stillAnswering();
      }),
      { seed: SEED, numRuns: RUNS[key] ?? RUNS_DEFAULT },
    );
  });

  it("got past validation on the endpoints that store what they are sent", () => {
    const summary = [...outcomes].map(([key, seen]) => `${key}: ${[...seen].map(([s, n]) => `${s}×${n}`).join(" ")}`);
    console.info(summary.join("\n"));
    for (const key of [
      "POST /api/tasks",
      "PATCH /api/tasks/:id",
      "POST /api/lists",
      "PATCH /api/lists/:id",
      "PATCH /api/me",
      "POST /api/tasks/parse",
      "POST /api/assistant",
      "POST /api/import",
    ]) {
      const successes = [...(outcomes.get(key) ?? [])]
        .filter(([status]) => status < 300)
        .reduce((sum, [, n]) => sum + n, 0);
      expect(successes, key).toBeGreaterThan(0);
    }
  });

  it("stored nothing the shared schemas would refuse", async () => {
    const client: TestClient = alice.client;
    const tasks: Task[] = [];
    for (const view of ["all", "completed"]) {
      let cursorValue: string | null = null;
      do {
        const page: TestResponse<TaskPage> = await client.get(
          `/api/tasks?view=${view}&limit=200${cursorValue ? `&cursor=${cursorValue}` : ""}`,
        );
        expect(page.status).toBe(200);
        tasks.push(...page.body.tasks);
        cursorValue = page.body.nextCursor;
      } while (cursorValue);
    }
    expect(tasks.length).toBeGreaterThan(taskIds.length / 4);
    for (const task of tasks) {
      // The fields a restore takes: what the server stores from a client, beside the ids and versions it assigns.
      const stored = Object.fromEntries(
        Object.keys(restoreTaskSchema.shape).map((field) => [field, task[field as keyof Task]]),
      );
      const parsed = restoreTaskSchema.safeParse(stored);
      expect(parsed.error, JSON.stringify(task)).toBeUndefined();
      // Stored as the schema would have made it: trimmed, lower-case tags, canonical rules and instants.
      expect(parsed.data).toEqual(stored);
    }

    const { lists } = (await client.get("/api/lists")).body as { lists: List[] };
    for (const list of lists) {
      const stored = { name: list.name, color: list.color, emoji: list.emoji };
      const parsed = createListSchema.safeParse(stored);
      expect(parsed.error, JSON.stringify(list)).toBeUndefined();
      expect(parsed.data).toEqual(stored);
      expect(Number.isFinite(list.position), JSON.stringify(list)).toBe(true);
    }

    const { user } = (await client.get("/api/me")).body;
    expect(preferencesSchema.safeParse(user.preferences).error).toBeUndefined();
    const profile = updateMeSchema.safeParse({ displayName: user.displayName });
    expect(profile.error).toBeUndefined();
    expect(profile.data?.displayName).toBe(user.displayName);

    const history = (await client.get("/api/assistant/history")).body.exchanges as { message: string }[];
    for (const { message } of history) expect(assistantMessageSchema.safeParse(message).error, message).toBeUndefined();
  });
});
