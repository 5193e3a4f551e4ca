import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_BODY_MAX_BYTES } from "../../shared/limits";
import { createAdminRepository } from "../features/admin/admin.repository";
import type { TestClient } from "../test/test-client";
import { startTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  client = server.client();
  await client.signUp();
});
afterAll(() => server.close());

const task = { title: "A task", description: "Its description" };

describe("cross-site requests", () => {
  it("refuses a state-changing request from a foreign Origin with 403, saving nothing", async () => {
    for (const [method, path] of [
      ["POST", "/api/tasks"],
      ["POST", "/api/auth/sign-out"],
      ["POST", "/api/auth/sign-in/email"],
    ] as const) {
      const response = await client.request(method, path, { body: task, headers: { origin: "https://evil.example" } });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.error.code).toBe("forbidden");
    }
    expect((await client.get("/api/tasks")).body.tasks).toEqual([]);
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("refuses a foreign Origin even with a Host header naming that origin: only BASE_URL's origin counts", async () => {
    // fetch sets Host itself; a hostile client sets it to whatever it likes.
    const status = await new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(server.baseUrl);
      const sent = request({
        hostname,
        port,
        method: "POST",
        path: "/api/tasks",
        headers: {
          host: "evil.example",
          origin: "http://evil.example",
          cookie: client.cookieHeader(),
          "x-forwarded-for": client.ip,
          "content-type": "application/json",
        },
      });
      sent.on("response", (response) => resolve(response.resume().statusCode ?? 0)).on("error", reject);
      sent.end(JSON.stringify(task));
    });
    expect(status).toBe(403);
    expect((await client.get("/api/tasks")).body.tasks).toEqual([]);
  });

  it("refuses this server's own pages under another name than BASE_URL, saying which address to use", async () => {
    const otherName = server.baseUrl.replace("127.0.0.1", "localhost");
    const response = await client.request("POST", "/api/tasks", { body: task, headers: { origin: otherName } });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe(
      `Changes are accepted only from ${server.baseUrl} (the server's BASE_URL); open Taskmind there.`,
    );
    expect((await client.get("/api/tasks")).body.tasks).toEqual([]);
  });

  it("refuses a cross-site request without Origin when the browser says it is cross-site", async () => {
    const response = await client.request("POST", "/api/tasks", {
      body: task,
      headers: { origin: "", "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(403);
  });

  it("lets reads from anywhere through (they change nothing)", async () => {
    const response = await client.get("/api/tasks", { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });
});

describe("request bodies", () => {
  it(`refuses bodies over ${REQUEST_BODY_MAX_BYTES} bytes with 413, saving nothing`, async () => {
    const huge = { title: "x", description: "d".repeat(REQUEST_BODY_MAX_BYTES) };
    const response = await client.post("/api/tasks", huge);
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe("payload_too_large");
    expect((await client.get("/api/tasks")).body.tasks).toEqual([]);
  });

  it("refuses oversized auth bodies too", async () => {
    const response = await server
      .client()
      .post("/api/auth/sign-in/email", { email: "a@b.co", password: "p".repeat(REQUEST_BODY_MAX_BYTES) });
    expect(response.status).toBe(413);
  });
});

describe("responses", () => {
  it("carry the security headers", async () => {
    const { headers } = await client.get("/api/health");
    expect(headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
  });

  it("answer unknown API paths with a JSON 404", async () => {
    const response = await client.get("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("not_found");
  });
});

describe("paths", () => {
  // PostgreSQL refuses a NUL in text outright: such an id used to reach the database and answer 500.
  it("with a control character in an id are not found, whatever the endpoint and the engine", async () => {
    const admin = server.client();
    const { email } = await admin.signUp();
    await createAdminRepository(server.database).promote(email);
    for (const [who, method, path] of [
      [client, "GET", "/api/tasks/%00"],
      [client, "PATCH", "/api/tasks/a%00b"],
      [client, "DELETE", "/api/tasks/%01"],
      [client, "POST", "/api/tasks/%00/skip"],
      [client, "DELETE", "/api/me/sessions/%00"],
      [admin, "POST", "/api/admin/users/%00/disable"],
      [admin, "DELETE", "/api/admin/users/%7f"],
      [client, "GET", "/api/%00"],
    ] as const) {
      const response = await who.request(method, path, method === "PATCH" ? { body: { title: "x" } } : {});
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.error.code).toBe("not_found");
    }
  });
});

describe("validation errors", () => {
  // Found by fuzzing: a plain object of field errors already "had" these names (its prototype's), so the answer
  // named no field and said only "The request is not valid.".
  it.each(["toString", "constructor", "__proto__", "hasOwnProperty"])(
    "name an unknown field called %s",
    async (name) => {
      const inQuery = await client.get(`/api/tasks?${name}=x`);
      expect(inQuery.status).toBe(400);
      expect(inQuery.body.error).toEqual({
        code: "validation_failed",
        message: "Unknown field.",
        fields: { [name]: "Unknown field." },
      });
      const inBody = await client.request("POST", "/api/tasks", {
        rawBody: `{"title":"A task",${JSON.stringify(name)}:1}`,
      });
      expect(inBody.status).toBe(400);
      expect(inBody.body.error.fields).toEqual(JSON.parse(`{${JSON.stringify(name)}:"Unknown field."}`));
    },
  );
});

describe("GET /api/health", () => {
  it("answers 200 while the database answers", async () => {
    const response = await client.get("/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
  });
});

describe("GET /api/me", () => {
  it("answers 401 without a session", async () => {
    const response = await server.client().get("/api/me");
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("unauthorized");
  });
});
