import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../test/test-client";
import { startTestServer, type TestServer } from "../test/test-server";

/** Issue 20, point 12: no answer under /api may be kept by a browser's cache or a proxy. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The Cache-Control of `method path` (its `:params` an id of nobody's), its body left unread for a stream. */
async function cacheControlOf(client: TestClient, method: string, path: string) {
  const concrete = path.replaceAll(/:[a-z]+/gi, crypto.randomUUID());
  if (method === "GET" && concrete === "/api/events") {
    const abort = new AbortController();
    const response = await client.open(concrete, abort.signal);
    abort.abort();
    return { status: response.status, cacheControl: response.headers.get("cache-control") };
  }
  const response = await client.request(method, concrete, method === "GET" ? {} : { body: {} });
  return { status: response.status, cacheControl: response.headers.get("cache-control") };
}

describe("Cache-Control: no-store", () => {
  const endpoints = () => [
    ...new Set(
      server.routes
        .filter(({ method, path }) => method !== "ALL" && path.startsWith("/api/"))
        .map(({ method, path }) => `${method} ${path}`),
    ),
  ];

  it("is on the answer of every endpoint in the app's route table to a signed-in user, errors included", async () => {
    expect(endpoints().length).toBeGreaterThan(30);
    const client = server.client();
    await client.signUp();
    const statuses = new Set<number>();
    // Signing out last, so that every other endpoint answers the signed-in user.
    const signOut = "POST /api/auth/sign-out";
    for (const endpoint of [...endpoints().filter((other) => other !== signOut), signOut]) {
      const [method = "", path = ""] = endpoint.split(" ");
      const { status, cacheControl } = await cacheControlOf(client, method, path);
      statuses.add(status);
      expect(cacheControl, `${endpoint} (${status})`).toBe("no-store");
    }
    // Successes and refusals alike: bodies of {} and ids of nobody's meet the validation and the owner checks.
    expect([...statuses].some((status) => status < 300)).toBe(true);
    expect([...statuses].some((status) => status >= 400)).toBe(true);
  });

  it("is on Better Auth's answers, the refusals of a signed-out caller and the 404 of an unknown endpoint", async () => {
    const client = server.client();
    const signUp = await client.post("/api/auth/sign-up/email", {
      email: `no-store-${crypto.randomUUID()}@example.com`,
      password: "correct horse battery",
    });
    expect(signUp.status).toBe(200);
    expect(signUp.headers.get("cache-control")).toBe("no-store");
    const session = await client.get("/api/auth/get-session");
    expect(session.body.user).toBeDefined();
    expect(session.headers.get("cache-control")).toBe("no-store");

    const stranger = server.client();
    for (const [method, path, status] of [
      ["GET", "/api/tasks", 401],
      ["GET", "/api/me", 401],
      ["GET", "/api/nothing-here", 404],
      ["POST", "/api/tasks", 403],
    ] as const) {
      const headers: Record<string, string> = method === "POST" ? { origin: "https://evil.example" } : {};
      const response = await stranger.request(method, path, { headers });
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(response.headers.get("cache-control"), `${method} ${path}`).toBe("no-store");
    }
  });

  it("is on the public answers too (health, instance), which are live states", async () => {
    for (const path of ["/api/health", "/api/instance"]) {
      const response = await server.client().get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
