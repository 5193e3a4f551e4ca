import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  EMAIL_VERIFICATION_LINK_TTL_SECONDS,
  EMAIL_VERIFICATION_RATE_LIMIT,
  REMINDER_EMAIL_RATE_LIMIT,
  TASK_REMINDERS_MAX,
} from "../../../shared/limits";
import { EMAIL_VERIFICATION_MESSAGES } from "../../../shared/schemas/user";
import { countMails, newestMailTo } from "../../../test/outbox";
import { openEventStream } from "../../test/event-stream";
import { fixedClock } from "../../test/fixed-clock";
import type { TestClient } from "../../test/test-client";
import { startTestServer, type TestServer } from "../../test/test-server";
import { turnOnEmailReminders, verificationToken } from "../../test/verified-email";

const NOW = "2026-11-25T09:00:00.000Z";
const clock = fixedClock(NOW);
const logLines: string[] = [];
let server: TestServer;
let alice: TestClient;
let email: string;

beforeAll(async () => {
  server = await startTestServer({ clock, logLines });
});
afterAll(() => server.close());
beforeEach(async () => {
  clock.set(NOW);
  // Earlier tests' reminders (other users') are not this test's to send.
  await server.database.db.deleteFrom("reminders").execute();
  alice = server.client();
  ({ email } = await alice.signUp());
});

const NOON = "2026-11-25T12:00:00.000Z";

/** Alice's task due at 12:00 UTC with `count` reminders (12:00, 11:59, …). */
async function addDueAtNoon(count = 1, title = "Call the bank"): Promise<void> {
  const reminders = Array.from({ length: count }, (_none, minutes) => ({ minutesBefore: minutes }));
  const created = await alice.post("/api/tasks", { title, dueAt: NOON, reminders });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

/** Sends every reminder due, round after round; answers how many went out. */
async function sendAllDue(): Promise<number> {
  let sent = 0;
  for (let claimed = await server.reminders.runDue(); claimed > 0; claimed = await server.reminders.runDue()) {
    sent += claimed;
  }
  return sent;
}

const reminderMailsTo = async (address: string) =>
  ((await newestMailTo(server.dataDir, address)) ?? "").match(/^Subject: Reminder: /m) !== null;

describe("e-mail reminders", () => {
  it("go to no address its owner has not proved: turning them on e-mails a link to prove it instead", async () => {
    const linesBefore = logLines.length;
    const turnedOn = await alice.patch("/api/me", { preferences: { emailReminders: true } });
    expect(turnedOn.status).toBe(200);
    expect(turnedOn.body.user).toMatchObject({ email, emailVerified: false, preferences: { emailReminders: true } });
    const mail = await newestMailTo(server.dataDir, email);
    expect(mail).toMatch(/^Subject: Confirm your e-mail address for Taskmind reminders$/m);
    const token = await verificationToken(server, email);
    // Links are secrets: the log says an e-mail was written, never what it says.
    for (const line of logLines.slice(linesBefore)) expect(line).not.toContain(token);

    const mails = await countMails(server.dataDir);
    await addDueAtNoon();
    clock.set(NOON);
    expect(await sendAllDue()).toBe(1);
    expect(await countMails(server.dataDir)).toBe(mails);
    expect((await alice.get("/api/me")).body.user.emailVerified).toBe(false);
  });

  it("are e-mailed once the owner opened the link, which works once and needs no session", async () => {
    await alice.patch("/api/me", { preferences: { emailReminders: true } });
    const token = await verificationToken(server, email);
    const stranger = server.client();
    expect((await stranger.post("/api/auth/verify-email", { token })).body).toEqual({ emailVerified: true });
    expect((await alice.get("/api/me")).body.user.emailVerified).toBe(true);
    const used = await stranger.post("/api/auth/verify-email", { token });
    expect(used.status).toBe(400);
    expect(used.body.error).toMatchObject({
      code: "verification_link_invalid",
      message: EMAIL_VERIFICATION_MESSAGES.linkInvalid,
    });

    const mails = await countMails(server.dataDir);
    await addDueAtNoon(1, "Pay rent");
    clock.set(NOON);
    expect(await sendAllDue()).toBe(1);
    expect(await countMails(server.dataDir)).toBe(mails + 1);
    expect(await newestMailTo(server.dataDir, email)).toMatch(/^Subject: Reminder: Pay rent$/m);
  });

  it("refuse an expired link, one a newer link replaced, and a token that is none", async () => {
    await alice.patch("/api/me", { preferences: { emailReminders: true } });
    const expired = await verificationToken(server, email);
    clock.advance(EMAIL_VERIFICATION_LINK_TTL_SECONDS * 1000);
    expect((await server.client().post("/api/auth/verify-email", { token: expired })).status).toBe(400);

    expect((await alice.post("/api/me/email-verification")).status).toBe(202);
    const replaced = await verificationToken(server, email);
    // Outbox files are named by the clock: a later one sorts after.
    clock.advance(1000);
    expect((await alice.post("/api/me/email-verification")).status).toBe(202);
    const newest = await verificationToken(server, email);
    expect(newest).not.toBe(replaced);
    expect((await server.client().post("/api/auth/verify-email", { token: replaced })).status).toBe(400);
    for (const body of [{ token: "not-a-token" }, { token: "" }, {}, { token: "x".repeat(201) }]) {
      expect((await server.client().post("/api/auth/verify-email", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await alice.get("/api/me")).body.user.emailVerified).toBe(false);
    expect((await server.client().post("/api/auth/verify-email", { token: newest })).status).toBe(200);
    expect((await alice.get("/api/me")).body.user.emailVerified).toBe(true);
  });

  it("send the link again at most EMAIL_VERIFICATION_RATE_LIMIT times an hour per account, and never once proved", async () => {
    const mails = await countMails(server.dataDir);
    // Turning the e-mails on sends the first.
    await alice.patch("/api/me", { preferences: { emailReminders: true } });
    for (let sent = 1; sent < EMAIL_VERIFICATION_RATE_LIMIT.maxRequests; sent++) {
      clock.advance(1000);
      const again = await alice.post("/api/me/email-verification");
      expect(again.status).toBe(202);
      expect(again.body).toEqual({ sentTo: email });
    }
    const refused = await alice.post("/api/me/email-verification");
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(EMAIL_VERIFICATION_MESSAGES.tooMany);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Turning them off and on again sends none beyond the share either.
    await alice.patch("/api/me", { preferences: { emailReminders: false } });
    expect((await alice.patch("/api/me", { preferences: { emailReminders: true } })).status).toBe(200);
    expect(await countMails(server.dataDir)).toBe(mails + EMAIL_VERIFICATION_RATE_LIMIT.maxRequests);

    clock.advance(EMAIL_VERIFICATION_RATE_LIMIT.windowSeconds * 1000);
    expect((await alice.post("/api/me/email-verification")).status).toBe(202);
    const token = await verificationToken(server, email);
    expect((await server.client().post("/api/auth/verify-email", { token })).status).toBe(200);
    const proved = await alice.post("/api/me/email-verification");
    expect(proved.status).toBe(409);
    expect(proved.body.error.code).toBe("email_verified");
    expect((await server.client().post("/api/me/email-verification")).status).toBe(401);
  });

  it("are at most REMINDER_EMAIL_RATE_LIMIT an hour per account; the rest still reach the open tabs", async () => {
    await turnOnEmailReminders(server, alice);
    const { maxEmails, windowSeconds } = REMINDER_EMAIL_RATE_LIMIT;
    const tasks = Math.ceil((maxEmails + 1) / TASK_REMINDERS_MAX);
    const mails = await countMails(server.dataDir);
    const stream = await openEventStream(alice);
    try {
      expect((await stream.next()).event).toBe("ready");
      for (let index = 0; index < tasks; index++) await addDueAtNoon(TASK_REMINDERS_MAX, `Task ${index}`);
      clock.set(NOON);
      const linesBefore = logLines.length;
      expect(await sendAllDue()).toBe(tasks * TASK_REMINDERS_MAX);
      expect(await countMails(server.dataDir)).toBe(mails + maxEmails);
      let reminderEvents = 0;
      while (reminderEvents < tasks * TASK_REMINDERS_MAX) {
        if ((await stream.next()).event === "reminder.due") reminderEvents += 1;
      }
      // Said once, with the account's id and never its address.
      const said = logLines.slice(linesBefore).filter((line) => line.includes("Reminder e-mail limit reached"));
      expect(said).toHaveLength(1);
      expect(JSON.parse(said[0] ?? "{}")).toMatchObject({ userId: (await alice.get("/api/me")).body.user.id });
      for (const line of logLines.slice(linesBefore)) expect(line).not.toContain(email);
    } finally {
      stream.close();
    }

    // The next hour has its share again.
    clock.advance(windowSeconds * 1000);
    const created = await alice.post("/api/tasks", {
      title: "Next hour",
      dueAt: new Date(clock.now().getTime() + 60_000).toISOString(),
      reminders: [{ minutesBefore: 0 }],
    });
    expect(created.status).toBe(201);
    clock.advance(60_000);
    expect(await sendAllDue()).toBe(1);
    expect(await countMails(server.dataDir)).toBe(mails + maxEmails + 1);
    expect(await reminderMailsTo(email)).toBe(true);
  });
});
