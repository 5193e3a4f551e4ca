import { expect } from "vitest";
import { waitForResetLink } from "../../test/outbox";
import type { TestClient } from "./test-client";
import type { TestServer } from "./test-server";

export const NEW_PASSWORD = "a brand new passphrase";

export interface Devices {
  /** Signs up, and acts. */
  laptop: TestClient;
  /** The same account signed in elsewhere: the session that ends. */
  phone: TestClient;
  userId: string;
  email: string;
  password: string;
}

/** One account signed in on two devices of `on`. */
export async function twoDevices(on: TestServer): Promise<Devices> {
  const laptop = on.client();
  const { email, password } = await laptop.signUp();
  const phone = on.client();
  expect((await phone.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  return { laptop, phone, userId: (await laptop.get("/api/me")).body.user.id, email, password };
}

/** Ends the phone's session; returns a client of the account still signed in, if one is. */
export type Revocation = [how: string, revoke: (devices: Devices) => Promise<TestClient | undefined>];

/**
 * Every way a session ends (expiry apart, which needs a server with a clock of its own), through `server`
 * (where `admin` is signed in as an admin); both are asked for when the test runs, after they are set up.
 */
export function revocations(server: () => TestServer, admin: () => TestClient) {
  return {
    signOut: [
      "signing out (Better Auth's sign-out)",
      async ({ laptop, phone }) => {
        expect((await phone.post("/api/auth/sign-out", {})).status).toBe(200);
        return laptop;
      },
    ],
    endThatSession: [
      "ending that session from another device (DELETE /api/me/sessions/:id)",
      async ({ laptop }) => {
        const sessions: { id: string; current: boolean }[] = (await laptop.get("/api/me/sessions")).body.sessions;
        const phoneSession = sessions.find((session) => !session.current);
        expect((await laptop.delete(`/api/me/sessions/${phoneSession?.id}`)).status).toBe(204);
        return laptop;
      },
    ],
    endOthers: [
      "signing out everywhere else (DELETE /api/me/sessions)",
      async ({ laptop }) => {
        expect((await laptop.delete("/api/me/sessions")).body).toEqual({ ended: 1 });
        return laptop;
      },
    ],
    changePassword: [
      "changing the password (POST /api/me/password)",
      async ({ laptop, password }) => {
        const changed = await laptop.post("/api/me/password", { currentPassword: password, newPassword: NEW_PASSWORD });
        expect(changed.status).toBe(200);
        return laptop;
      },
    ],
    resetPassword: [
      "resetting the password",
      async ({ email }) => {
        await server().client().post("/api/auth/request-password-reset", { email });
        const token = new URL(await waitForResetLink(server().dataDir, email)).searchParams.get("token");
        const reset = await server().client().post("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD });
        expect(reset.status).toBe(200);
        const signedInAgain = server().client();
        await signedInAgain.post("/api/auth/sign-in/email", { email, password: NEW_PASSWORD });
        return signedInAgain;
      },
    ],
    adminDisable: [
      "an admin disabling the account",
      async ({ userId }) => {
        expect((await admin().post(`/api/admin/users/${userId}/disable`)).status).toBe(204);
        return undefined;
      },
    ],
    adminDelete: [
      "an admin deleting the account",
      async ({ userId }) => {
        expect((await admin().delete(`/api/admin/users/${userId}`)).status).toBe(204);
        return undefined;
      },
    ],
    deleteAccount: [
      "deleting the account (DELETE /api/me)",
      async ({ laptop, password }) => {
        expect((await laptop.delete("/api/me", { body: { password } })).status).toBe(204);
        return undefined;
      },
    ],
  } satisfies Record<string, Revocation>;
}
