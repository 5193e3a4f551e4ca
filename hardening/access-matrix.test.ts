import { afterAll, describe, expect, it } from "vitest";
import { createAdminRepository } from "../src/server/features/admin/admin.repository";
import type { TestClient } from "../src/server/test/test-client";
import { startTestServer } from "../src/server/test/test-server";
import { waitForResetLink, waitForVerificationLink } from "../src/test/outbox";

/**
 * Who may call what, for every endpoint the app registers: the list of endpoints is the app's own route table
 * (Hono's `app.routes`), so an endpoint added without a line here fails the first test below.
 */

const PERSONAS = ["signed out", "another user", "owner", "admin"] as const;
type Persona = (typeof PERSONAS)[number];

interface Account {
  client: TestClient;
  id: string;
  email: string;
  password: string;
}

interface MatrixRequest {
  path: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** A stream (Server-Sent Events): only its status is read. */
  stream?: true;
}

interface Endpoint {
  /**
   * The request each persona makes about `owner`'s resource, made afresh for each cell (a task of the owner,
   * a session of the owner's, the owner's account...). For an endpoint about the caller's own data alone
   * (`/api/me`, the task list), "another user" and "admin" ask about their own.
   */
  request(owner: Account): Promise<MatrixRequest>;
  expected: Record<Persona, number>;
  /** The request ends a session or an account: each cell gets fresh accounts, so the others keep theirs. */
  fresh?: true;
}

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new passphrase";

const everyone = (status: number): Record<Persona, number> => ({
  "signed out": status,
  "another user": status,
  owner: status,
  admin: status,
});
/** About the caller's own data: any signed-in account. */
const signedIn = (status: number): Record<Persona, number> => ({ ...everyone(status), "signed out": 401 });
/** About one user's resource: everyone else is told it does not exist, admins too. */
const ownerOnly = (status: number): Record<Persona, number> => ({
  "signed out": 401,
  "another user": 404,
  owner: status,
  admin: 404,
});
/** The admin area: it does not exist for anyone but an admin. */
const adminOnly = (status: number): Record<Persona, number> => ({
  "signed out": 401,
  "another user": 404,
  owner: 404,
  admin: status,
});

const server = await startTestServer();
afterAll(() => server.close());

async function newAccount(role: "user" | "admin" = "user"): Promise<Account> {
  const client = server.client();
  const { email, password } = await client.signUp(undefined, PASSWORD);
  if (role === "admin") await createAdminRepository(server.database).promote(email);
  const id = (await client.get("/api/me")).body.user.id as string;
  return { client, id, email, password };
}

async function newTask(owner: Account, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await owner.client.post("/api/tasks", { title: "The owner's task", ...fields });
  expect(response.status).toBe(201);
  return response.body.task.id;
}

/** Signs the owner in a second time and answers that session's id (one the owner may end). */
async function newSessionOf(owner: Account): Promise<string> {
  const device = server.client();
  expect((await device.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password })).status).toBe(
    200,
  );
  const sessions = (await device.get("/api/me/sessions")).body.sessions as { id: string; current: boolean }[];
  const current = sessions.find((session) => session.current);
  if (!current) throw new Error("The new session is not listed");
  return current.id;
}

const taskOfOwner =
  (path: (id: string) => string, extra: Omit<MatrixRequest, "path"> = {}, fields?: Record<string, unknown>) =>
  async (owner: Account): Promise<MatrixRequest> => ({ path: path(await newTask(owner, fields)), ...extra });

const listOfOwner =
  (path: (id: string) => string, extra: Omit<MatrixRequest, "path"> = {}) =>
  async (owner: Account): Promise<MatrixRequest> => {
    const response = await owner.client.post("/api/lists", { name: "The owner's list" });
    expect(response.status).toBe(201);
    return { path: path(response.body.list.id), ...extra };
  };

/** A browser's subscription at a push service the server sends to by default (the keys are only checked for form). */
const pushSubscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
  keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
});

const fixed = (request: MatrixRequest) => async (): Promise<MatrixRequest> => request;

/** Keyed `METHOD path` exactly as the route table names them. */
const ENDPOINTS: Record<string, Endpoint> = {
  "GET /api/health": { request: fixed({ path: "/api/health" }), expected: everyone(200) },
  "GET /api/instance": { request: fixed({ path: "/api/instance" }), expected: everyone(200) },

  // Better Auth's allow-listed endpoints: what they give depends on the credentials sent, not on who asks.
  "POST /api/auth/sign-up/email": {
    request: async () => ({
      path: "/api/auth/sign-up/email",
      body: { email: `matrix-${crypto.randomUUID()}@example.com`, password: PASSWORD },
    }),
    expected: everyone(200),
  },
  "POST /api/auth/sign-in/email": {
    request: async (owner) => ({
      path: "/api/auth/sign-in/email",
      body: { email: owner.email, password: owner.password },
    }),
    expected: everyone(200),
  },
  "POST /api/auth/request-password-reset": {
    request: async (owner) => ({ path: "/api/auth/request-password-reset", body: { email: owner.email } }),
    expected: everyone(200),
  },
  "POST /api/auth/reset-password": {
    // The link's token is the credential: whoever holds it sets the owner's password.
    request: async (owner) => {
      expect((await server.client().post("/api/auth/request-password-reset", { email: owner.email })).status).toBe(200);
      const token = new URL(await waitForResetLink(server.dataDir, owner.email)).searchParams.get("token");
      return { path: "/api/auth/reset-password", body: { token, newPassword: NEW_PASSWORD } };
    },
    expected: everyone(200),
    fresh: true,
  },
  "POST /api/auth/verify-email": {
    // The link's token is the credential: whoever holds it proves the owner's address.
    request: async (owner) => {
      expect((await owner.client.patch("/api/me", { preferences: { emailReminders: true } })).status).toBe(200);
      const token = new URL(await waitForVerificationLink(server.dataDir, owner.email)).searchParams.get("token");
      return { path: "/api/auth/verify-email", body: { token } };
    },
    expected: everyone(200),
    fresh: true,
  },
  "GET /api/auth/get-session": { request: fixed({ path: "/api/auth/get-session" }), expected: everyone(200) },
  "POST /api/auth/sign-out": {
    request: fixed({ path: "/api/auth/sign-out", body: {} }),
    expected: everyone(200),
    fresh: true,
  },

  "GET /api/me": { request: fixed({ path: "/api/me" }), expected: signedIn(200) },
  "PATCH /api/me": { request: fixed({ path: "/api/me", body: { displayName: "Matrix" } }), expected: signedIn(200) },
  "DELETE /api/me": {
    request: fixed({ path: "/api/me", body: { password: PASSWORD } }),
    expected: signedIn(204),
    fresh: true,
  },
  "POST /api/me/password": {
    request: fixed({ path: "/api/me/password", body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }),
    expected: signedIn(200),
    fresh: true,
  },
  // Each persona's own address (every fresh account has one not yet proved).
  "POST /api/me/email-verification": {
    request: fixed({ path: "/api/me/email-verification" }),
    expected: signedIn(202),
    fresh: true,
  },
  "GET /api/me/sessions": { request: fixed({ path: "/api/me/sessions" }), expected: signedIn(200) },
  "DELETE /api/me/sessions": { request: fixed({ path: "/api/me/sessions" }), expected: signedIn(200), fresh: true },
  "DELETE /api/me/sessions/:id": {
    request: async (owner) => ({ path: `/api/me/sessions/${await newSessionOf(owner)}` }),
    expected: ownerOnly(204),
  },

  "GET /api/tasks": { request: fixed({ path: "/api/tasks?view=all" }), expected: signedIn(200) },
  "POST /api/tasks": { request: fixed({ path: "/api/tasks", body: { title: "Mine" } }), expected: signedIn(201) },
  "POST /api/tasks/parse": {
    request: fixed({ path: "/api/tasks/parse", body: { text: "buy milk tomorrow" } }),
    expected: signedIn(200),
  },
  // Putting back a task that still exists: the owner is told it exists, anyone else that it does not.
  "PUT /api/tasks/:id": {
    request: taskOfOwner((id) => `/api/tasks/${id}`, {
      body: { title: "Back", createdAt: "2026-01-01T00:00:00Z" },
    }),
    expected: ownerOnly(409),
  },
  "GET /api/tasks/:id": { request: taskOfOwner((id) => `/api/tasks/${id}`), expected: ownerOnly(200) },
  "PATCH /api/tasks/:id": {
    request: taskOfOwner((id) => `/api/tasks/${id}`, { body: { title: "Changed" } }),
    expected: ownerOnly(200),
  },
  "POST /api/tasks/:id/skip": {
    request: taskOfOwner((id) => `/api/tasks/${id}/skip`, {}, { recurrence: "FREQ=DAILY" }),
    expected: ownerOnly(200),
  },
  "POST /api/tasks/:id/snooze": {
    request: taskOfOwner((id) => `/api/tasks/${id}/snooze`, { body: { for: "10m" } }),
    expected: ownerOnly(200),
  },
  "DELETE /api/tasks/:id": { request: taskOfOwner((id) => `/api/tasks/${id}`), expected: ownerOnly(204) },
  "GET /api/tags": { request: fixed({ path: "/api/tags" }), expected: signedIn(200) },
  "GET /api/lists": { request: fixed({ path: "/api/lists" }), expected: signedIn(200) },
  "POST /api/lists": { request: fixed({ path: "/api/lists", body: { name: "Mine" } }), expected: signedIn(201) },
  "PATCH /api/lists/:id": {
    request: listOfOwner((id) => `/api/lists/${id}`, { body: { name: "Changed" } }),
    expected: ownerOnly(200),
  },
  "DELETE /api/lists/:id": { request: listOfOwner((id) => `/api/lists/${id}`), expected: ownerOnly(200) },

  "POST /api/assistant": {
    request: fixed({ path: "/api/assistant", body: { message: "help" } }),
    expected: signedIn(200),
  },
  // A No to a question: the user's own, or nothing happens (the API test shows another's stays open).
  "POST /api/assistant/decline": {
    request: fixed({ path: "/api/assistant/decline", body: { confirm: "no-such-question" } }),
    expected: signedIn(204),
  },
  "GET /api/assistant/history": { request: fixed({ path: "/api/assistant/history" }), expected: signedIn(200) },
  "DELETE /api/assistant/history": { request: fixed({ path: "/api/assistant/history" }), expected: signedIn(204) },
  // An exchange of the owner's that added a task, within its Undo's life: only the owner may undo it.
  "POST /api/assistant/history/:id/undo": {
    request: async (owner) => {
      expect((await owner.client.post("/api/assistant", { message: "add Matrix task" })).status).toBe(200);
      const { exchanges } = (await owner.client.get("/api/assistant/history")).body;
      return { path: `/api/assistant/history/${exchanges.at(-1).id}/undo` };
    },
    expected: ownerOnly(200),
  },

  "GET /api/export": { request: fixed({ path: "/api/export?format=json" }), expected: signedIn(200) },
  "POST /api/import": {
    request: fixed({
      path: "/api/import?format=csv&preview=true",
      rawBody: "title\nImported\n",
      headers: { "content-type": "text/csv" },
    }),
    expected: signedIn(200),
  },
  "GET /api/events": { request: fixed({ path: "/api/events", stream: true }), expected: signedIn(200) },

  "GET /api/push/key": { request: fixed({ path: "/api/push/key" }), expected: signedIn(200) },
  "POST /api/push/subscriptions": {
    request: async () => ({ path: "/api/push/subscriptions", body: pushSubscription() }),
    expected: signedIn(201),
  },
  // The owner's device's subscription, named by its endpoint: only the owner may end it.
  "DELETE /api/push/subscriptions": {
    request: async (owner) => {
      const body = pushSubscription();
      expect((await owner.client.post("/api/push/subscriptions", body)).status).toBe(201);
      return { path: "/api/push/subscriptions", body: { endpoint: body.endpoint } };
    },
    expected: ownerOnly(204),
  },

  "GET /api/admin/users": { request: fixed({ path: "/api/admin/users" }), expected: adminOnly(200) },
  "POST /api/admin/users/:id/disable": {
    request: async (owner) => ({ path: `/api/admin/users/${owner.id}/disable` }),
    expected: adminOnly(204),
    fresh: true,
  },
  "POST /api/admin/users/:id/enable": {
    request: async (owner) => ({ path: `/api/admin/users/${owner.id}/enable` }),
    expected: adminOnly(204),
  },
  "DELETE /api/admin/users/:id": {
    request: async (owner) => ({ path: `/api/admin/users/${owner.id}` }),
    expected: adminOnly(204),
    fresh: true,
  },
  "GET /api/admin/settings": { request: fixed({ path: "/api/admin/settings" }), expected: adminOnly(200) },
  "PATCH /api/admin/settings": {
    request: fixed({ path: "/api/admin/settings", body: { open: true } }),
    expected: adminOnly(200),
  },
  "GET /api/admin/health": { request: fixed({ path: "/api/admin/health" }), expected: adminOnly(200) },
};

/**
 * `app.use` middleware and the catch-all 404 are registered as method ALL; any other ALL entry would be an
 * endpoint that answers every method, and needs its own lines above.
 */
const MIDDLEWARE_PATHS = new Set([
  "/*",
  "/api/*",
  "/api/me/*",
  "/api/tasks/parse/*",
  "/api/tasks/*",
  "/api/tags/*",
  "/api/lists/*",
  "/api/events/*",
  "/api/push/*",
  "/api/assistant/*",
  "/api/export/*",
  "/api/import/*",
  "/api/admin/*",
]);

const routeTable = server.routes;
const endpointsInTable = [
  ...new Set(routeTable.filter(({ method }) => method !== "ALL").map(({ method, path }) => `${method} ${path}`)),
];

/** The shared accounts for the cells that leave them as they were. */
const shared = {
  owner: await newAccount(),
  another: await newAccount(),
  admin: await newAccount("admin"),
};

/** The refusals the matrix is about, each with its one code. */
const CODE_OF: Record<number, string> = { 401: "unauthorized", 404: "not_found" };

/** Sends `request` as `actor` (a copy of its cookies, so whatever it is told to keep stays with this cell). */
async function send(actor: TestClient, method: string, request: MatrixRequest) {
  if (request.stream) {
    const abort = new AbortController();
    const response = await actor.open(request.path, abort.signal);
    const body = response.ok ? undefined : await response.json();
    abort.abort();
    return { status: response.status, headers: response.headers, body };
  }
  const { path, body, rawBody, headers } = request;
  return actor.request(method, path, {
    ...(body !== undefined ? { body } : {}),
    ...(rawBody !== undefined ? { rawBody } : {}),
    ...(headers ? { headers } : {}),
  });
}

describe("the access matrix", () => {
  it("has an expected line for every endpoint in the app's route table, and no line for one that is gone", () => {
    expect(endpointsInTable.length).toBeGreaterThan(30);
    expect([...endpointsInTable].sort()).toEqual(Object.keys(ENDPOINTS).sort());
    const unknownAll = routeTable.filter(({ method, path }) => method === "ALL" && !MIDDLEWARE_PATHS.has(path));
    expect(unknownAll).toEqual([]);
  });

  const cells = Object.entries(ENDPOINTS).flatMap(([key, endpoint]) =>
    PERSONAS.map((persona) => ({ key, persona, endpoint, status: endpoint.expected[persona] })),
  );

  it.each(cells)("$key as $persona: $status", async ({ key, persona, endpoint, status }) => {
    const method = key.slice(0, key.indexOf(" "));
    const owner = endpoint.fresh ? await newAccount() : shared.owner;
    let actor: TestClient;
    if (persona === "signed out") actor = server.client();
    else if (persona === "owner") actor = owner.client.at(server.baseUrl);
    else if (endpoint.fresh) actor = (await newAccount(persona === "admin" ? "admin" : "user")).client;
    else actor = (persona === "admin" ? shared.admin : shared.another).client.at(server.baseUrl);

    const response = await send(actor, method, await endpoint.request(owner));

    expect(response.status, JSON.stringify(response.body)).toBe(status);
    // No answer under /api, allowed or refused, may be kept by a browser's cache or a proxy.
    expect(response.headers.get("cache-control")).toBe("no-store");
    if (status >= 400) {
      expect(response.body).toEqual({
        error: expect.objectContaining({ code: CODE_OF[status] ?? expect.any(String), message: expect.any(String) }),
      });
    }
  });

  it.each([
    ["GET", "/api/nothing-here"],
    // Better Auth's own endpoints that the product does not use stay closed, whoever asks.
    ["GET", "/api/auth/list-sessions"],
    ["POST", "/api/auth/update-user"],
    ["POST", "/api/auth/change-email"],
    ["POST", "/api/auth/delete-user"],
    ["POST", "/api/auth/revoke-sessions"],
    ["GET", "/api/auth/ok"],
  ])("%s %s, in no route table line, is 404 for everyone", async (method, path) => {
    for (const actor of [server.client(), shared.owner.client, shared.admin.client]) {
      const response = await actor.request(method, path, method === "GET" ? {} : { body: {} });
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe("not_found");
    }
  });
});
