import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/schemas/auth";
import type { SessionInfo } from "../../../shared/schemas/user";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";

const fixture = signedInFixture();

const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const PASSWORD = "correct horse battery";

/** Alice again, signed in from another device. */
async function secondDevice(userAgent = FIREFOX_ON_LINUX): Promise<TestClient> {
  const me = (await fixture.alice.get("/api/me")).body.user;
  const phone = fixture.server.client();
  const response = await phone.post(
    "/api/auth/sign-in/email",
    { email: me.email, password: PASSWORD },
    { headers: { "user-agent": userAgent } },
  );
  expect(response.status).toBe(200);
  return phone;
}

const sessionsOf = async (client: TestClient): Promise<SessionInfo[]> =>
  (await client.get("/api/me/sessions")).body.sessions;

describe("sessions", () => {
  it("lists the user's devices with the current one marked", async () => {
    await secondDevice();
    const sessions = await sessionsOf(fixture.alice);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.map((session) => session.device)).toContain("Firefox on Linux");
    for (const session of sessions) expect(session.lastActiveAt).toMatch(/Z$/);
  });

  it("signs one device out, and refuses to touch another user's session", async () => {
    const phone = await secondDevice();
    const phoneSession = (await sessionsOf(phone)).find((session) => session.current);
    expect((await fixture.alice.delete(`/api/me/sessions/${phoneSession?.id}`)).status).toBe(204);
    expect((await phone.get("/api/me")).status).toBe(401);
    expect((await fixture.alice.get("/api/me")).status).toBe(200);

    const bob = fixture.server.client();
    await bob.signUp();
    const bobSession = (await sessionsOf(bob))[0];
    expect((await fixture.alice.delete(`/api/me/sessions/${bobSession?.id}`)).status).toBe(404);
    expect((await bob.get("/api/me")).status).toBe(200);
  });

  it("signs out everywhere else, keeping this device", async () => {
    const phone = await secondDevice();
    const tablet = await secondDevice("Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) Safari/604.1");
    const response = await fixture.alice.delete("/api/me/sessions");
    expect(response.body).toEqual({ ended: 2 });
    expect((await phone.get("/api/me")).status).toBe(401);
    expect((await tablet.get("/api/me")).status).toBe(401);
    expect(await sessionsOf(fixture.alice)).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe("POST /api/me/password", () => {
  it("needs the current password and a valid new one, changing nothing otherwise", async () => {
    const wrong = await fixture.alice.post("/api/me/password", {
      currentPassword: "nope",
      newPassword: "a new password",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: AUTH_MESSAGES.currentPasswordWrong });
    const short = await fixture.alice.post("/api/me/password", { currentPassword: PASSWORD, newPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({ newPassword: AUTH_MESSAGES.passwordTooShort });
    const me = (await fixture.alice.get("/api/me")).body.user;
    const signIn = await fixture.server
      .client()
      .post("/api/auth/sign-in/email", { email: me.email, password: PASSWORD });
    expect(signIn.status).toBe(200);
  });

  it("changes it and ends every other session, keeping this one signed in", async () => {
    const phone = await secondDevice();
    const me = (await fixture.alice.get("/api/me")).body.user;
    const response = await fixture.alice.post("/api/me/password", {
      currentPassword: PASSWORD,
      newPassword: "a brand new passphrase",
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain("token");
    expect((await phone.get("/api/me")).status).toBe(401);
    expect((await fixture.alice.get("/api/me")).status).toBe(200);

    const withOld = await fixture.server
      .client()
      .post("/api/auth/sign-in/email", { email: me.email, password: PASSWORD });
    expect(withOld.status).toBe(401);
    const withNew = await fixture.server
      .client()
      .post("/api/auth/sign-in/email", { email: me.email, password: "a brand new passphrase" });
    expect(withNew.status).toBe(200);
  });
});

describe("DELETE /api/me", () => {
  it("refuses a wrong password and deletes nothing", async () => {
    const response = await fixture.alice.delete("/api/me", { body: { password: "wrong password" } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ password: AUTH_MESSAGES.confirmPasswordWrong });
    expect((await fixture.alice.get("/api/me")).status).toBe(200);
  });

  it("removes the user, their sessions, credentials, tasks, tags, assistant conversation and reset links, signing them out everywhere", async () => {
    const me = (await fixture.alice.get("/api/me")).body.user;
    const phone = await secondDevice();
    await fixture.alice.post("/api/tasks", { title: "Secret", tags: ["private"] });
    // A conversation with the assistant, with a question still open.
    expect((await fixture.alice.post("/api/assistant", { message: "delete secret" })).body.confirm).toBeDefined();
    await fixture.server.client().post("/api/auth/request-password-reset", { email: me.email });
    const bob = fixture.server.client();
    await bob.signUp();
    await bob.post("/api/tasks", { title: "Bob's", tags: ["his"] });
    const { db } = fixture.server.database;
    const resetLinks = () => db.selectFrom("verifications").select("id").where("value", "=", me.id).execute();
    expect(await resetLinks()).toHaveLength(1);

    const response = await fixture.alice.delete("/api/me", { body: { password: PASSWORD } });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join()).toMatch(/max-age=0/i);
    expect((await fixture.alice.get("/api/me")).status).toBe(401);
    expect((await phone.get("/api/me")).status).toBe(401);

    const userTables = [
      "sessions",
      "accounts",
      "tasks",
      "taskTags",
      "taskWords",
      "assistantExchanges",
      "assistantQuestions",
    ] as const;
    const rowsOf = async (table: "users" | (typeof userTables)[number], column: "id" | "userId") =>
      (await db.selectFrom(table).select(column).where(column, "=", me.id).execute()).length;
    expect(await rowsOf("users", "id")).toBe(0);
    for (const table of userTables) expect(await rowsOf(table, "userId"), table).toBe(0);
    expect(await resetLinks()).toEqual([]);
    // Nobody else loses anything.
    expect((await bob.get("/api/tasks")).body.tasks).toHaveLength(1);
    const signIn = await fixture.server
      .client()
      .post("/api/auth/sign-in/email", { email: me.email, password: PASSWORD });
    expect(signIn.status).toBe(401);
  });
});
