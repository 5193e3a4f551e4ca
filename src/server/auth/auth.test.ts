import path from "node:path";
import { dictionary } from "@zxcvbn-ts/language-common";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AUTH_RATE_LIMIT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/limits";
import { AUTH_MESSAGES } from "../../shared/schemas/auth";
import { DEFAULT_PREFERENCES } from "../../shared/schemas/user";
import { waitForResetLink } from "../../test/outbox";
import { uniqueEmail } from "../test/test-client";
import { startTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Asks for a reset link and waits for its e-mail: a link other than the one asked for before. */
async function newResetLink(email: string, previous?: string, on = server): Promise<string> {
  await on.client().post("/api/auth/request-password-reset", { email });
  return vi.waitFor(
    async () => {
      const link = await waitForResetLink(on.dataDir, email);
      if (link === previous) throw new Error("The new link's e-mail has not arrived yet");
      return link;
    },
    { timeout: 15_000, interval: 50 },
  );
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

const resetWith = (token: string, newPassword: string) =>
  server.client().post("/api/auth/reset-password", { token, newPassword });

describe("sign-up", () => {
  it("creates the account and its user record, and signs in with an HttpOnly cookie", async () => {
    const client = server.client();
    const email = uniqueEmail();
    const response = await client.post("/api/auth/sign-up/email", { email, password: "correct horse battery" });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain("token");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual({
      id: expect.any(String),
      email,
      // Proved only by the link sent when e-mail reminders are turned on (decision 018).
      emailVerified: false,
      displayName: "",
      role: "user",
      createdAt: expect.stringMatching(/Z$/),
      preferences: DEFAULT_PREFERENCES,
    });
  });

  it("stores a scrypt hash, never the password", async () => {
    const client = server.client();
    const { email, password } = await client.signUp();
    const row = await server.database.db
      .selectFrom("accounts")
      .innerJoin("users", "users.id", "accounts.userId")
      .select("accounts.password")
      .where("users.email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(row.password).not.toContain(password);
  });

  it("ignores attempts to choose one's own role", async () => {
    const client = server.client();
    const response = await client.post("/api/auth/sign-up/email", {
      email: uniqueEmail(),
      password: "correct horse battery",
      role: "admin",
    });
    expect(response.status).toBe(200);
    expect((await client.get("/api/me")).body.user.role).toBe("user");
  });

  it("refuses an e-mail already in use, whatever its case", async () => {
    const { email } = await server.client().signUp();
    const response = await server
      .client()
      .post("/api/auth/sign-up/email", { email: email.toUpperCase(), password: "another password" });
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual({
      code: "email_taken",
      message: AUTH_MESSAGES.emailTaken,
      fields: { email: AUTH_MESSAGES.emailTaken },
    });
  });

  it.each([
    [
      "a password that is too short",
      { password: "p".repeat(PASSWORD_MIN_LENGTH - 1) },
      { password: AUTH_MESSAGES.passwordTooShort },
    ],
    [
      "a password that is too long",
      { password: "p".repeat(PASSWORD_MAX_LENGTH + 1) },
      { password: AUTH_MESSAGES.passwordTooLong },
    ],
    ["an invalid e-mail", { email: "not-an-email" }, { email: AUTH_MESSAGES.emailInvalid }],
    ["a missing e-mail", { email: "" }, { email: AUTH_MESSAGES.emailRequired }],
  ])("refuses %s with 400, creating nothing", async (_case, override, fields) => {
    const email = uniqueEmail();
    const client = server.client();
    const response = await client.post("/api/auth/sign-up/email", {
      email,
      password: "correct horse battery",
      ...override,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "validation_failed", fields });
    const users = await server.database.db.selectFrom("users").select("id").where("email", "=", email).execute();
    expect(users).toEqual([]);
  });

  it("accepts passwords of exactly the minimum and maximum length", async () => {
    for (const password of ["p".repeat(PASSWORD_MIN_LENGTH), "p".repeat(PASSWORD_MAX_LENGTH)]) {
      const response = await server.client().post("/api/auth/sign-up/email", { email: uniqueEmail(), password });
      expect(response.status).toBe(200);
    }
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and refuses a wrong one in human words", async () => {
    const { email, password } = await server.client().signUp();
    const client = server.client();
    const wrong = await client.post("/api/auth/sign-in/email", { email, password: "wrong password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({ code: "invalid_credentials", message: AUTH_MESSAGES.invalidCredentials });
    const unknown = await client.post("/api/auth/sign-in/email", { email: uniqueEmail(), password });
    expect(unknown.body.error).toEqual(wrong.body.error);

    const right = await client.post("/api/auth/sign-in/email", { email, password });
    expect(right.status).toBe(200);
    expect((await client.get("/api/me")).body.user.email).toBe(email);
  });

  it("refuses empty fields with the spec's messages", async () => {
    const response = await server.client().post("/api/auth/sign-in/email", { email: "", password: "" });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
  });

  it("reports the session and ends it on the server at sign-out", async () => {
    const client = server.client();
    const { email } = await client.signUp();
    const session = await client.get("/api/auth/get-session");
    expect(session.body.user.email).toBe(email);
    expect(session.body.session.token).toBeUndefined();

    const stolenCookies = client.cookieHeader();
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await client.get("/api/auth/get-session")).body).toBeNull();
    const replay = await server.client().get("/api/me", { headers: { cookie: stolenCookies } });
    expect(replay.status).toBe(401);
  });
});

describe("password reset", () => {
  it("answers the same whether or not the account exists", async () => {
    const { email } = await server.client().signUp();
    const known = await server.client().post("/api/auth/request-password-reset", { email });
    const unknown = await server.client().post("/api/auth/request-password-reset", { email: uniqueEmail() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ status: true, message: AUTH_MESSAGES.resetRequested });
    expect(unknown.body).toEqual(known.body);
  });

  it("mails a one-time link; the new password works, the old one and every session end", async () => {
    const client = server.client();
    const { email, password } = await client.signUp();
    const otherDevice = server.client();
    await otherDevice.post("/api/auth/sign-in/email", { email, password });

    await server.client().post("/api/auth/request-password-reset", { email });
    const link = await waitForResetLink(server.dataDir, email);
    expect(link.startsWith(`${server.baseUrl}/password-reset?token=`)).toBe(true);
    const token = new URL(link).searchParams.get("token") ?? "";

    const reset = await server.client().post("/api/auth/reset-password", { token, newPassword: "a brand new secret" });
    expect(reset.status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(401);
    expect((await otherDevice.get("/api/me")).status).toBe(401);

    const again = await server.client().post("/api/auth/reset-password", { token, newPassword: "yet another secret" });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({ code: "invalid_token", message: AUTH_MESSAGES.resetLinkInvalid });

    const old = await server.client().post("/api/auth/sign-in/email", { email, password });
    expect(old.status).toBe(401);
    const fresh = await server.client().post("/api/auth/sign-in/email", { email, password: "a brand new secret" });
    expect(fresh.status).toBe(200);
  });

  it("refuses an unknown token and a too-short new password", async () => {
    const bogus = await server
      .client()
      .post("/api/auth/reset-password", { token: "bogus", newPassword: "long enough!" });
    expect(bogus.status).toBe(400);
    expect(bogus.body.error.code).toBe("invalid_token");
    const short = await server.client().post("/api/auth/reset-password", { token: "bogus", newPassword: "short" });
    expect(short.body.error.fields).toEqual({ newPassword: AUTH_MESSAGES.passwordTooShort });
  });
});

describe("password reset links end with a new password", () => {
  it("a reset with one link ends every other pending link of the account", async () => {
    const { email } = await server.client().signUp();
    const links: string[] = [];
    for (let i = 0; i < 5; i++) links.push(await newResetLink(email, links.at(-1)));
    const [first = "", ...later] = links.map(tokenOf);

    expect((await resetWith(first, "a brand new secret")).status).toBe(200);
    for (const token of later) {
      const refused = await resetWith(token, "yet another secret");
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({ code: "invalid_token", message: AUTH_MESSAGES.resetLinkInvalid });
    }
    const signIn = await server.client().post("/api/auth/sign-in/email", { email, password: "a brand new secret" });
    expect(signIn.status).toBe(200);
  });

  it("a password change ends every pending link of the account", async () => {
    const client = server.client();
    const { email, password } = await client.signUp();
    const token = tokenOf(await newResetLink(email));

    const change = await client.post("/api/me/password", {
      currentPassword: password,
      newPassword: "a brand new secret",
    });
    expect(change.status).toBe(200);
    const refused = await resetWith(token, "yet another secret");
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("invalid_token");
    const signIn = await server.client().post("/api/auth/sign-in/email", { email, password: "a brand new secret" });
    expect(signIn.status).toBe(200);
  });
});

describe("common passwords and the e-mail as password", () => {
  /** The least common of the 10,000 most common passwords that is long enough to get past the length rule. */
  const tenThousandth = dictionary["passwords-common"]
    .slice(0, 10_000)
    .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
    .at(-1);
  const refused = ["password", "12345678", "password1", "PassWord1", tenThousandth ?? ""];

  it.each(refused)("sign-up refuses %s under the password field, creating nothing", async (password) => {
    const email = uniqueEmail();
    const response = await server.client().post("/api/auth/sign-up/email", { email, password });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: "validation_failed",
      message: AUTH_MESSAGES.passwordTooCommon,
      fields: { password: AUTH_MESSAGES.passwordTooCommon },
    });
    expect(await server.database.db.selectFrom("users").select("id").where("email", "=", email).execute()).toEqual([]);
  });

  it("sign-up refuses the e-mail address as the password, whatever its case", async () => {
    const email = uniqueEmail();
    const response = await server.client().post("/api/auth/sign-up/email", { email, password: email.toUpperCase() });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ password: AUTH_MESSAGES.passwordIsEmail });
  });

  it("a reset refuses them too, keeping the link usable for a better password", async () => {
    const { email } = await server.client().signUp();
    const token = tokenOf(await newResetLink(email));
    for (const [password, message] of [
      ["password1", AUTH_MESSAGES.passwordTooCommon],
      [email, AUTH_MESSAGES.passwordIsEmail],
    ] as const) {
      const response = await resetWith(token, password);
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ newPassword: message });
    }
    expect((await resetWith(token, "a brand new secret")).status).toBe(200);
  });

  it("a password change refuses them too, keeping the old password", async () => {
    const client = server.client();
    const { email, password } = await client.signUp();
    for (const [newPassword, message] of [
      ["12345678", AUTH_MESSAGES.passwordTooCommon],
      [email, AUTH_MESSAGES.passwordIsEmail],
    ] as const) {
      const response = await client.post("/api/me/password", { currentPassword: password, newPassword });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ newPassword: message });
    }
    expect((await server.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });

  it("accepts a password that is neither", async () => {
    const response = await server
      .client()
      .post("/api/auth/sign-up/email", { email: uniqueEmail(), password: "violet tram at dusk" });
    expect(response.status).toBe(200);
  });
});

describe("the log", () => {
  it("never holds a reset link or its token: it says where the outbox is instead", async () => {
    const logLines: string[] = [];
    const logged = await startTestServer({ logLines });
    try {
      const { email } = await logged.client().signUp();
      const token = tokenOf(await newResetLink(email, undefined, logged));
      await vi.waitFor(() => expect(logLines.join("\n")).toContain("E-mail written to the outbox"));
      expect(
        (await logged.client().post("/api/auth/reset-password", { token, newPassword: "a brand new secret" })).status,
      ).toBe(200);

      const log = logLines.join("\n");
      expect(log).toContain(path.join(logged.dataDir, "outbox"));
      expect(log).not.toContain(token);
      expect(log).not.toContain("password-reset?");
    } finally {
      await logged.close();
    }
  });
});

describe("Better Auth's own endpoints", () => {
  /** Everything Better Auth would serve that the product does not use, with a body it would act on. */
  const UNUSED: [string, string, unknown?][] = [
    ["GET", "/api/auth/list-sessions"],
    ["POST", "/api/auth/update-user", { name: "Mallory", image: "javascript:alert(1)" }],
    ["POST", "/api/auth/delete-user", { password: "correct horse battery" }],
    ["POST", "/api/auth/verify-password", { password: "correct horse battery" }],
    ["POST", "/api/auth/change-password", { currentPassword: "correct horse battery", newPassword: "hijacked!" }],
    ["POST", "/api/auth/revoke-sessions", {}],
    ["POST", "/api/auth/change-email", { newEmail: "mallory@example.com" }],
    ["GET", "/api/auth/reset-password/x?callbackURL=/ok"],
    ["GET", "/api/auth/ok"],
    ["GET", "/api/auth/sign-out"],
  ];

  it.each(UNUSED)("%s %s is our JSON 404, signed in or not, and changes nothing", async (method, urlPath, body) => {
    const client = server.client();
    const { email, password } = await client.signUp();
    for (const caller of [client, server.client()]) {
      const response = await caller.request(method, urlPath, body === undefined ? {} : { body });
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe("not_found");
    }
    const me = await client.get("/api/me");
    expect(me.body.user).toMatchObject({ email, displayName: "" });
    expect((await server.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });
});

describe("rate limiting", () => {
  it(`allows ${AUTH_RATE_LIMIT.maxRequests} sign-in attempts per minute per IP, then answers 429 with Retry-After`, async () => {
    const attacker = server.client();
    const attempt = () => attacker.post("/api/auth/sign-in/email", { email: uniqueEmail(), password: "guess" });
    for (let i = 0; i < AUTH_RATE_LIMIT.maxRequests; i++) expect((await attempt()).status).toBe(401);

    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("rate_limited");
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(AUTH_RATE_LIMIT.windowSeconds);

    // Someone else, from another address, is not affected.
    const { email, password } = await server.client().signUp();
    expect((await server.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });

  it("limits sign-up and password-reset requests too", async () => {
    for (const endpoint of ["/api/auth/sign-up/email", "/api/auth/request-password-reset"]) {
      const client = server.client();
      const statuses: number[] = [];
      for (let i = 0; i <= AUTH_RATE_LIMIT.maxRequests; i++) {
        statuses.push((await client.post(endpoint, { email: "bad", password: "x" })).status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    }
  });
});

describe("behind HTTPS", () => {
  it("marks the session cookie Secure when BASE_URL is https", async () => {
    const httpsServer = await startTestServer({ publicUrl: "https://tasks.example.com" });
    try {
      const response = await httpsServer
        .client()
        .post("/api/auth/sign-up/email", { email: uniqueEmail(), password: "correct horse battery" });
      expect(response.status).toBe(200);
      expect(response.headers.get("set-cookie")).toMatch(/;\s*Secure/i);
    } finally {
      await httpsServer.close();
    }
  });
});
