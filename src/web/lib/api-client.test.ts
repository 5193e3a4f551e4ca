import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, NETWORK_ERROR_MESSAGE } from "./api-client";

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? "" : JSON.stringify(body);
  vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(text || null, { status, headers })));
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api client", () => {
  it("sends JSON with the session cookie and returns the parsed answer", async () => {
    answer(201, { task: { id: "1" } });
    await expect(api.post("/api/tasks", { title: "t", description: "d" })).resolves.toEqual({ task: { id: "1" } });
    expect(fetch).toHaveBeenCalledWith("/api/tasks", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "t", description: "d" }),
    });
  });

  it("returns null for a JSON null (the signed-out session)", async () => {
    answer(200, null);
    await expect(api.get("/api/auth/get-session")).resolves.toBeNull();
  });

  it("turns the server's error body into an ApiError with status, code, message and fields", async () => {
    answer(422, {
      error: {
        code: "email_taken",
        message: "An account with this email already exists.",
        fields: { email: "Taken." },
      },
    });
    const error = await failureOf(api.post("/api/auth/sign-up/email", {}));
    expect(error).toMatchObject({
      status: 422,
      code: "email_taken",
      message: "An account with this email already exists.",
      fields: { email: "Taken." },
    });
  });

  it("sends extra headers and keeps the whole error body (a conflict carries the current task)", async () => {
    answer(409, { error: { code: "conflict", message: "Changed elsewhere." }, task: { id: "1", version: 3 } });
    const error = await failureOf(api.patch("/api/tasks/1", { title: "t" }, { headers: { "if-match": '"2"' } }));
    expect(fetch).toHaveBeenCalledWith(
      "/api/tasks/1",
      expect.objectContaining({
        method: "PATCH",
        headers: { "content-type": "application/json", "if-match": '"2"' },
      }),
    );
    expect(error).toMatchObject({ status: 409, code: "conflict", body: { task: { id: "1", version: 3 } } });
  });

  it("still explains an error whose body is not ours (e.g. a proxy's HTML page)", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("<h1>Bad gateway</h1>", { status: 502 })));
    const error = await failureOf(api.get("/api/tasks"));
    expect(error).toMatchObject({ status: 502, fields: {} });
    expect(error.message).toContain("502");
  });

  it("reports an unreachable server in plain words", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await failureOf(api.get("/api/tasks"));
    expect(error).toMatchObject({ status: 0, code: "network_error", message: NETWORK_ERROR_MESSAGE });
  });
});
