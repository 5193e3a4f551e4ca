import { expect, it } from "vitest";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../errors";
import { startTestServer } from "../../test/test-server";

it("answers 503 once the database stops answering", async () => {
  const server = await startTestServer();
  try {
    expect((await server.client().get("/api/health")).status).toBe(200);
    await server.database.close();
    const response = await server.client().get("/api/health");
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe("unavailable");
    expect(response.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  } finally {
    await server.close().catch(() => undefined);
  }
});
