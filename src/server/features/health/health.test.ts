import { expect, it } from "vitest";
import { startTestServer } from "../../test/test-server";

it("answers 503 once the database stops answering", async () => {
  const server = await startTestServer();
  try {
    expect((await server.client().get("/api/health")).status).toBe(200);
    await server.database.close();
    const response = await server.client().get("/api/health");
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe("unavailable");
  } finally {
    await server.close().catch(() => undefined);
  }
});
