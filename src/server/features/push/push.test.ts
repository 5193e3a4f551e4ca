import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from "node:crypto";
import { stat } from "node:fs/promises";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { PUSH_ENDPOINT_MAX_LENGTH, PUSH_SUBSCRIBE_RATE_LIMIT } from "../../../shared/limits";
import { PUSH_MESSAGES, type ReminderPushPayload } from "../../../shared/schemas/push";
import type { Task } from "../../../shared/schemas/task";
import { freePort } from "../../../test/free-port";
import { countMails } from "../../../test/outbox";
import { PRIVATE_FILE_MODE, VAPID_KEYS_FILE_NAME } from "../../data-dir";
import { openEventStream } from "../../test/event-stream";
import { fixedClock } from "../../test/fixed-clock";
import { revocations, twoDevices } from "../../test/revocations";
import type { TestClient } from "../../test/test-client";
import { startTestServer, type TestServer } from "../../test/test-server";
import { turnOnEmailReminders } from "../../test/verified-email";
import { createAdminRepository } from "../admin/admin.repository";
import { PUSH_SERVICES_DEFAULT } from "./push-services";

const decryptMessage: (body: Buffer, params: { version: string; privateKey: ECDH; authSecret: Buffer }) => Buffer =
  createRequire(import.meta.url)("http_ece").decrypt;

/** What the stand-in push service was sent. */
interface PushRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1 that keeps every request and answers `status` (201, as real ones do). */
async function startStandIn() {
  const standIn = { requests: [] as PushRequest[], status: 201, origin: "", close: async () => {} };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      standIn.requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(standIn.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}

/** A browser's subscription: its key pair and secret, as `PushSubscription.toJSON()` sends them. */
function newDevice(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    body: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
    },
  };
}

/** Wednesday 25 November 2026, 10:00 in Berlin. */
const NOW = "2026-11-25T09:00:00.000Z";
const clock = fixedClock(NOW);
let standIn: Awaited<ReturnType<typeof startStandIn>>;
/** An allowed push service where nothing listens. */
let deadOrigin: string;
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  standIn = await startStandIn();
  deadOrigin = `http://127.0.0.1:${await freePort()}`;
  server = await startTestServer({
    clock,
    logLines,
    pushServices: `${PUSH_SERVICES_DEFAULT},${standIn.origin},${deadOrigin}`,
  });
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});
beforeEach(async () => {
  clock.set(NOW);
  standIn.requests.length = 0;
  standIn.status = 201;
  // Earlier tests' reminders (other users') are not this test's to send.
  await server.database.db.deleteFrom("reminders").execute();
});

async function signedIn(): Promise<TestClient> {
  const client = server.client();
  await client.signUp();
  expect((await client.patch("/api/me", { preferences: { timeZone: "Europe/Berlin" } })).status).toBe(200);
  return client;
}

/** A device of `client` subscribed at the stand-in. */
async function subscribe(client: TestClient) {
  const device = newDevice(`${standIn.origin}/push/${crypto.randomUUID()}`);
  const response = await client.post("/api/push/subscriptions", device.body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(response.body).toEqual({ ok: true });
  return device;
}

/** A task of `client`'s with a reminder at 12:00 UTC; the clock is then moved there and the reminders sent. */
async function remindAtNoon(client: TestClient, fields: Record<string, unknown> = {}): Promise<Task> {
  const created = await client.post("/api/tasks", {
    title: "Call the bank",
    dueAt: "2026-11-25T12:00:00Z",
    reminders: [{ minutesBefore: 0 }],
    ...fields,
  });
  expect(created.status).toBe(201);
  clock.set("2026-11-25T12:00:00.000Z");
  expect(await server.reminders.runDue()).toBe(1);
  return created.body.task;
}

const subscriptionRows = () =>
  server.database.db.selectFrom("pushSubscriptions").select(["userId", "sessionId", "endpoint"]).execute();

describe("the server's public key", () => {
  it("is for signed-in users, generated once into DATA_DIR (0600) and the same after a restart", async () => {
    expect((await server.client().get("/api/push/key")).status).toBe(401);
    const client = await signedIn();
    const { publicKey } = (await client.get("/api/push/key")).body;
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const file = path.join(server.dataDir, VAPID_KEYS_FILE_NAME);
    expect((await stat(file)).mode & 0o777).toBe(PRIVATE_FILE_MODE);
    const restarted = await startTestServer({ shareDatabaseWith: server });
    try {
      const again = restarted.client();
      await again.signUp();
      expect((await again.get("/api/push/key")).body).toEqual({ publicKey });
    } finally {
      await restarted.close();
    }
  });

  it("is VAPID_PUBLIC_KEY when the operator set a pair, and null with PUSH_SERVICES=off", async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = await startTestServer({ vapidKeys: keys });
    try {
      const client = configured.client();
      await client.signUp();
      expect((await client.get("/api/push/key")).body).toEqual({ publicKey: keys.publicKey });
      await expect(stat(path.join(configured.dataDir, VAPID_KEYS_FILE_NAME))).rejects.toThrow(/ENOENT/);
    } finally {
      await configured.close();
    }
    const off = await startTestServer({ pushServices: "off" });
    try {
      const client = off.client();
      await client.signUp();
      expect((await client.get("/api/push/key")).body).toEqual({ publicKey: null });
      const refused = await client.post(
        "/api/push/subscriptions",
        newDevice("https://fcm.googleapis.com/fcm/send/a").body,
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: "push_off", message: expect.stringMatching(/push/) });
    } finally {
      await off.close();
    }
  });
});

describe("subscribing", () => {
  it("takes an endpoint on a listed push service (https, that host or below it) or the listed origin", async () => {
    const client = await signedIn();
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGq",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      `${standIn.origin}/push/1`,
    ]) {
      const response = await client.post("/api/push/subscriptions", newDevice(endpoint).body);
      expect(response.status, endpoint).toBe(201);
    }
  });

  it("refuses other endpoints and bad keys with 400 on the field", async () => {
    const client = await signedIn();
    const refusedService = [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://evil.example.com/push",
      "https://fcm.googleapis.com.evil.example.com/push",
      "https://evilfcm.googleapis.com/push",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pass@fcm.googleapis.com/fcm/send/abc",
      "https://127.0.0.1/push",
      `${standIn.origin.replace("http:", "https:")}/push`,
      "http://127.0.0.1:1/push",
    ];
    for (const endpoint of refusedService) {
      const response = await client.post("/api/push/subscriptions", newDevice(endpoint).body);
      expect(response.status, endpoint).toBe(400);
      expect(response.body.error.fields, endpoint).toEqual({ endpoint: PUSH_MESSAGES.serviceRefused });
    }
    const invalidEndpoint = [
      "not a url",
      "ftp://fcm.googleapis.com/x",
      "https://fcm.googleapis.com/fcm/send/a\nb",
      "https://fcm.googleapis.com/fcm/send/a\tb",
      "https://fcm.googleapis.com/fcm/send/a\u0000b",
      "https://fcm.googleapis.com/fcm/send/a\u0085b",
      ` https://fcm.googleapis.com/fcm/send/a`,
      `https://fcm.googleapis.com/${"a".repeat(PUSH_ENDPOINT_MAX_LENGTH)}`,
      42,
    ];
    for (const endpoint of invalidEndpoint) {
      const body = { ...newDevice("").body, endpoint };
      const response = await client.post("/api/push/subscriptions", body);
      expect(response.status, JSON.stringify(endpoint)).toBe(400);
      expect(response.body.error.fields, JSON.stringify(endpoint)).toEqual({ endpoint: PUSH_MESSAGES.endpointInvalid });
    }
    const { keys } = newDevice("").body;
    for (const badKeys of [
      { ...keys, p256dh: keys.p256dh.slice(1) },
      { ...keys, p256dh: `${keys.p256dh.slice(1)}=` },
      { ...keys, auth: randomBytes(17).toString("base64url") },
      { ...keys, auth: `${keys.auth.slice(1)}+` },
      { p256dh: keys.p256dh },
      { ...keys, extra: "x" },
      "keys",
    ]) {
      const body = { endpoint: "https://fcm.googleapis.com/fcm/send/a", keys: badKeys };
      const response = await client.post("/api/push/subscriptions", body);
      expect(response.status, JSON.stringify(badKeys)).toBe(400);
      expect(Object.keys(response.body.error.fields).join(), JSON.stringify(badKeys)).toMatch(/^keys/);
    }
    expect(await subscriptionRows()).not.toContainEqual(
      expect.objectContaining({ endpoint: expect.stringContaining("evil") }),
    );
  });

  it("keeps one subscription per session, and an endpoint subscribed again belongs to the session that did", async () => {
    const alice = await signedIn();
    const first = await subscribe(alice);
    const second = await subscribe(alice);
    const rows = await subscriptionRows();
    expect(rows.map((row) => row.endpoint)).toContain(second.body.endpoint);
    expect(rows.map((row) => row.endpoint)).not.toContain(first.body.endpoint);
    // The same browser, now signed in as Bob.
    const bob = await signedIn();
    expect((await bob.post("/api/push/subscriptions", second.body)).status).toBe(201);
    const taken = (await subscriptionRows()).filter((row) => row.endpoint === second.body.endpoint);
    expect(taken).toHaveLength(1);
    const bobId = (await bob.get("/api/me")).body.user.id;
    expect(taken[0]?.userId).toBe(bobId);
    expect((await alice.delete("/api/push/subscriptions", { body: { endpoint: second.body.endpoint } })).status).toBe(
      404,
    );
  });

  it(`is limited to ${PUSH_SUBSCRIBE_RATE_LIMIT.maxRequests} an hour per user`, async () => {
    const client = await signedIn();
    for (let index = 0; index < PUSH_SUBSCRIBE_RATE_LIMIT.maxRequests; index++) await subscribe(client);
    const limited = await client.post("/api/push/subscriptions", newDevice(`${standIn.origin}/push/x`).body);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).not.toBeNull();
    clock.advance(PUSH_SUBSCRIBE_RATE_LIMIT.windowSeconds * 1000);
    await subscribe(client);
  });
});

describe("unsubscribing", () => {
  it("deletes the caller's own subscription (204), and nobody else's (404)", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const { endpoint } = (await subscribe(alice)).body;
    expect((await server.client().delete("/api/push/subscriptions", { body: { endpoint } })).status).toBe(401);
    const others = await bob.delete("/api/push/subscriptions", { body: { endpoint } });
    expect(others.status).toBe(404);
    expect(others.body.error.code).toBe("not_found");
    expect((await subscriptionRows()).map((row) => row.endpoint)).toContain(endpoint);
    expect((await alice.delete("/api/push/subscriptions", { body: { endpoint } })).status).toBe(204);
    expect((await subscriptionRows()).map((row) => row.endpoint)).not.toContain(endpoint);
    expect((await alice.delete("/api/push/subscriptions", { body: { endpoint } })).status).toBe(404);
    const invalid = await alice.delete("/api/push/subscriptions", { body: { endpoint: "nope" } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ endpoint: PUSH_MESSAGES.endpointInvalid });
  });
});

describe("a reminder's push", () => {
  it("reaches the push service encrypted for the device, signed with the server's key (VAPID)", async () => {
    const alice = await signedIn();
    const device = await subscribe(alice);
    const task = await remindAtNoon(alice);
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    if (!request) throw new Error("No push");
    expect(request.method).toBe("POST");
    expect(`${standIn.origin}${request.path}`).toBe(device.body.endpoint);
    expect(request.headers["content-encoding"]).toBe("aes128gcm");
    expect(request.headers.ttl).toBe("3600");
    expect(request.headers.urgency).toBe("high");

    const { publicKey } = (await alice.get("/api/push/key")).body as { publicKey: string };
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? "");
    expect(vapid?.[2]).toBe(publicKey);
    const [header = "", claims = "", signature = ""] = (vapid?.[1] ?? "").split(".");
    const point = Buffer.from(publicKey, "base64url");
    const key = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    const signed = Buffer.from(`${header}.${claims}`);
    const valid = verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
    expect(valid).toBe(true);
    expect(JSON.parse(Buffer.from(header, "base64url").toString())).toMatchObject({ alg: "ES256" });
    const jwt = JSON.parse(Buffer.from(claims, "base64url").toString());
    expect(jwt.aud).toBe(standIn.origin);
    expect(jwt.sub).toBe("mailto:taskmind@localhost");
    // Push services check the token against their own clock, not the server's fixed one.
    expect(jwt.exp * 1000).toBeGreaterThan(Date.now());

    const payload = decryptMessage(request.body, {
      version: "aes128gcm",
      privateKey: device.ecdh,
      authSecret: device.authSecret,
    });
    expect(JSON.parse(payload.toString("utf8"))).toEqual({
      type: "reminder.due",
      taskId: task.id,
      title: "Call the bank",
      dueAt: "2026-11-25T12:00:00.000Z",
      dueAllDay: false,
      fireAt: "2026-11-25T12:00:00.000Z",
      late: false,
      timeZone: "Europe/Berlin",
      timeFormat: "locale",
    } satisfies ReminderPushPayload);
  });

  it("goes out with the event and the e-mail, each once", async () => {
    const alice = await signedIn();
    await turnOnEmailReminders(server, alice);
    const device = await subscribe(alice);
    const mailsBefore = await countMails(server.dataDir);
    const stream = await openEventStream(alice);
    try {
      expect((await stream.next()).event).toBe("ready");
      await remindAtNoon(alice, { title: "Pay rent" });
      expect((await stream.next()).event).toBe("task.created");
      expect(await stream.next()).toMatchObject({ event: "reminder.due", data: { title: "Pay rent" } });
    } finally {
      stream.close();
    }
    expect(standIn.requests.map((request) => `${standIn.origin}${request.path}`)).toEqual([device.body.endpoint]);
    expect(await countMails(server.dataDir)).toBe(mailsBefore + 1);
    clock.advance(60_000);
    expect(await server.reminders.runDue()).toBe(0);
    expect(standIn.requests).toHaveLength(1);
    expect(await countMails(server.dataDir)).toBe(mailsBefore + 1);
  });

  it("is sent to every live device at once, and none to a session that expired", async () => {
    const { laptop, phone } = await twoDevices(server);
    const laptopDevice = await subscribe(laptop);
    const phoneDevice = await subscribe(phone);
    await remindAtNoon(laptop);
    expect(standIn.requests.map((request) => `${standIn.origin}${request.path}`).sort()).toEqual(
      [laptopDevice.body.endpoint, phoneDevice.body.endpoint].sort(),
    );
    standIn.requests.length = 0;
    const phoneSession = (await phone.get("/api/me/sessions")).body.sessions.find(
      (session: { current: boolean }) => session.current,
    ).id as string;
    await server.database.db
      .updateTable("sessions")
      .set({ expiresAt: "2026-11-25T12:30:00.000Z" })
      .where("id", "=", phoneSession)
      .execute();
    clock.set(NOW);
    const created = await laptop.post("/api/tasks", {
      title: "Later",
      dueAt: "2026-11-25T13:00:00Z",
      reminders: [{ minutesBefore: 0 }],
    });
    expect(created.status).toBe(201);
    clock.set("2026-11-25T13:00:00.000Z");
    expect(await server.reminders.runDue()).toBe(1);
    expect(standIn.requests.map((request) => `${standIn.origin}${request.path}`)).toEqual([laptopDevice.body.endpoint]);
  });

  it("is not sent to a push service the operator has taken off PUSH_SERVICES since", async () => {
    const alice = await signedIn();
    await subscribe(alice);
    const narrowed = await startTestServer({ shareDatabaseWith: server, clock, pushServices: PUSH_SERVICES_DEFAULT });
    try {
      await alice.post("/api/tasks", {
        title: "Call",
        dueAt: "2026-11-25T12:00:00Z",
        reminders: [{ minutesBefore: 0 }],
      });
      clock.set("2026-11-25T12:00:00.000Z");
      expect(await narrowed.reminders.runDue()).toBe(1);
      expect(standIn.requests).toHaveLength(0);
    } finally {
      await narrowed.close();
    }
  });

  it("deletes a subscription its push service calls gone (410): the next reminder sends nothing", async () => {
    const alice = await signedIn();
    const device = await subscribe(alice);
    standIn.status = 410;
    await remindAtNoon(alice);
    expect(standIn.requests).toHaveLength(1);
    expect((await subscriptionRows()).map((row) => row.endpoint)).not.toContain(device.body.endpoint);
    standIn.requests.length = 0;
    clock.set(NOW);
    await remindAtNoon(alice, { title: "Again" });
    expect(standIn.requests).toHaveLength(0);
  });

  it("that a push service refuses is logged with its host alone, never the endpoint or the keys, and not tried again", async () => {
    const alice = await signedIn();
    const device = await subscribe(alice);
    standIn.status = 500;
    const linesBefore = logLines.length;
    await remindAtNoon(alice);
    const lines = logLines.slice(linesBefore);
    const refusal = lines.find((line) => line.includes("A push service refused a reminder"));
    expect(refusal && JSON.parse(refusal)).toMatchObject({ pushService: new URL(standIn.origin).host, status: 500 });
    const secrets = [new URL(device.body.endpoint).pathname, device.body.keys.p256dh, device.body.keys.auth];
    for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
    expect((await subscriptionRows()).map((row) => row.endpoint)).toContain(device.body.endpoint);
    expect(await server.reminders.runDue()).toBe(0);
    expect(standIn.requests).toHaveLength(1);
  });

  it("that cannot reach its push service is logged with the host and the reason alone", async () => {
    const alice = await signedIn();
    const device = newDevice(`${deadOrigin}/push/${crypto.randomUUID()}`);
    expect((await alice.post("/api/push/subscriptions", device.body)).status).toBe(201);
    const linesBefore = logLines.length;
    await remindAtNoon(alice);
    const lines = logLines.slice(linesBefore);
    const failure = lines.find((line) => line.includes("A reminder could not be sent to a push service"));
    expect(failure && JSON.parse(failure)).toMatchObject({
      pushService: new URL(deadOrigin).host,
      reason: "ECONNREFUSED",
    });
    const secrets = [new URL(device.body.endpoint).pathname, device.body.keys.p256dh, device.body.keys.auth];
    for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});

describe("a session that ends", () => {
  const ways = revocations(
    () => server,
    () => {
      throw new Error("No admin here");
    },
  );
  it.each([ways.signOut, ways.endThatSession, ways.changePassword])(
    "takes its device's subscription along: %s",
    async (_how, revoke) => {
      const devices = await twoDevices(server);
      const phoneDevice = await subscribe(devices.phone);
      const laptop = await revoke(devices);
      expect((await subscriptionRows()).map((row) => row.endpoint)).not.toContain(phoneDevice.body.endpoint);
      if (!laptop) throw new Error("The laptop is signed in still");
      await remindAtNoon(laptop);
      expect(standIn.requests).toHaveLength(0);
    },
  );
});

describe("a disabled account", () => {
  /** An admin of this server, to disable and enable accounts as the admin area does. */
  async function anAdmin(): Promise<TestClient> {
    const admin = server.client();
    const { email } = await admin.signUp();
    await createAdminRepository(server.database).promote(email);
    return admin;
  }

  it("gets no e-mail, push or stream event, and what fell due meanwhile does not burst out once enabled again", async () => {
    const admin = await anAdmin();
    const alice = server.client();
    const { email, password } = await alice.signUp();
    const aliceId = (await alice.get("/api/me")).body.user.id as string;
    await turnOnEmailReminders(server, alice);
    await subscribe(alice);
    for (const [title, dueAt] of [
      ["While disabled", "2026-11-25T12:00:00Z"],
      ["Once enabled", "2026-11-25T14:00:00Z"],
    ]) {
      const created = await alice.post("/api/tasks", { title, dueAt, reminders: [{ minutesBefore: 0 }] });
      expect(created.status).toBe(201);
    }
    const mails = await countMails(server.dataDir);
    const stream = await openEventStream(alice);
    expect((await stream.next()).event).toBe("ready");
    expect((await admin.post(`/api/admin/users/${aliceId}/disable`)).status).toBe(204);
    await stream.ended();

    clock.set("2026-11-25T12:00:00.000Z");
    // Claimed, so it waits for nothing, and delivered nowhere.
    expect(await server.reminders.runDue()).toBe(1);
    expect(standIn.requests).toHaveLength(0);
    expect(await countMails(server.dataDir)).toBe(mails);

    expect((await admin.post(`/api/admin/users/${aliceId}/enable`)).status).toBe(204);
    const again = server.client();
    expect((await again.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    await subscribe(again);
    const reopened = await openEventStream(again);
    try {
      expect((await reopened.next()).event).toBe("ready");
      clock.set("2026-11-25T14:00:00.000Z");
      expect(await server.reminders.runDue()).toBe(1);
      expect(await reopened.next()).toMatchObject({ event: "reminder.due", data: { title: "Once enabled" } });
      expect(reopened.pending()).toEqual([]);
    } finally {
      reopened.close();
    }
    expect(standIn.requests).toHaveLength(1);
    expect(await countMails(server.dataDir)).toBe(mails + 1);
  });

  it("gets no push or stream event either while its sessions are still being ended (another instance disabling it)", async () => {
    const alice = await signedIn();
    await subscribe(alice);
    const stream = await openEventStream(alice);
    try {
      expect((await stream.next()).event).toBe("ready");
      const created = await alice.post("/api/tasks", {
        title: "Call",
        dueAt: "2026-11-25T12:00:00Z",
        reminders: [{ minutesBefore: 0 }],
      });
      expect(created.status).toBe(201);
      expect((await stream.next()).event).toBe("task.created");
      // Disabled in the database; its sessions, subscriptions and streams not yet ended.
      const aliceId = (await alice.get("/api/me")).body.user.id as string;
      await server.database.db.updateTable("users").set({ disabled: true }).where("id", "=", aliceId).execute();
      clock.set("2026-11-25T12:00:00.000Z");
      expect(await server.reminders.runDue()).toBe(1);
      // A task made and deleted afterwards marks the point: any reminder event would have come before it.
      await server.database.db.updateTable("users").set({ disabled: false }).where("id", "=", aliceId).execute();
      const marker = await alice.post("/api/tasks", { title: "Marker" });
      expect(marker.status).toBe(201);
      expect((await stream.next()).event).toBe("task.created");
    } finally {
      stream.close();
    }
    expect(standIn.requests).toHaveLength(0);
  });
});
