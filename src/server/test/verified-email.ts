import { expect } from "vitest";
import { waitForVerificationLink } from "../../test/outbox";
import type { TestClient } from "./test-client";
import type { TestServer } from "./test-server";

/** The token of the newest verification link e-mailed to `email`. */
export async function verificationToken(server: TestServer, email: string): Promise<string> {
  const token = new URL(await waitForVerificationLink(server.dataDir, email)).searchParams.get("token");
  if (!token) throw new Error("The verification link has no token");
  return token;
}

/** Turns `client`'s e-mail reminders on and opens the link that proves the address, as its owner would. */
export async function turnOnEmailReminders(server: TestServer, client: TestClient): Promise<void> {
  const turnedOn = await client.patch("/api/me", { preferences: { emailReminders: true } });
  expect(turnedOn.status, JSON.stringify(turnedOn.body)).toBe(200);
  const token = await verificationToken(server, turnedOn.body.user.email);
  const verified = await server.client().post("/api/auth/verify-email", { token });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
}
