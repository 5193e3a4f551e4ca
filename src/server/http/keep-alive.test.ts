import { Agent, get } from "node:http";
import { setTimeout } from "node:timers/promises";
import { expect, it } from "vitest";
import { startTestServer } from "../test/test-server";

/** Node's own idle keep-alive timeout, which clients that keep connections for a minute outlive. */
const NODE_DEFAULT_KEEP_ALIVE_MS = 5_000;

function health(baseUrl: string, agent: Agent): Promise<{ status: number | undefined; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = get(`${baseUrl}/api/health`, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode, reusedSocket: request.reusedSocket }));
    });
    request.on("error", reject);
  });
}

it("keeps an idle connection open longer than Node's default, so a client reusing it is answered", async () => {
  const server = await startTestServer();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await health(server.baseUrl, agent)).toEqual({ status: 200, reusedSocket: false });
    await setTimeout(NODE_DEFAULT_KEEP_ALIVE_MS + 1_000);
    expect(await health(server.baseUrl, agent)).toEqual({ status: 200, reusedSocket: true });
  } finally {
    agent.destroy();
    await server.close();
  }
});
