import type { ChangePasswordInput } from "../../../shared/schemas/auth";
import { AUTH_MESSAGES } from "../../../shared/schemas/auth";
import type { UpdateMeInput, User } from "../../../shared/schemas/user";
import type { Auth } from "../../auth/auth";
import { toPublicAuthResponse } from "../../auth/auth-errors";
import type { Clock } from "../../clock";
import { fieldError, notFound, unauthenticated } from "../../errors";
import type { AnnounceSessionsEnded } from "../../events/task-events";
import type { SessionsRepository } from "./sessions.repository";
import type { UsersRepository } from "./users.repository";

/** A session can outlive its user only for the instant between deleting the user and the next request. */
function existing(user: User | undefined): User {
  if (!user) throw unauthenticated();
  return user;
}

const wrongPassword = (field: string, message: string) => fieldError("invalid", "invalid_password", field, message);

/** What a user can do to their own account: its sessions, its password, and deleting it all. */
export function createAccountService(
  auth: Auth,
  users: UsersRepository,
  sessions: SessionsRepository,
  clock: Clock,
  sessionsEnded: AnnounceSessionsEnded,
) {
  async function passwordMatches(userId: string, password: string): Promise<boolean> {
    const hash = await users.passwordHash(userId);
    if (!hash) return false;
    const context = await auth.$context;
    return context.password.verify({ hash, password });
  }

  return {
    profile: async (userId: string): Promise<User> => existing(await users.findProfile(userId)),

    /** Only the fields sent change, so two devices editing different ones never undo each other. */
    updateProfile: async (userId: string, changes: UpdateMeInput): Promise<User> =>
      existing(await users.updateProfile(userId, changes, clock.now())),

    sessions: (userId: string, currentSessionId: string) => sessions.list(userId, currentSessionId, clock.now()),

    async endSession(userId: string, sessionId: string): Promise<void> {
      if (!(await sessions.delete(userId, sessionId))) throw notFound("This session");
      await sessionsEnded(userId);
    },

    async endOtherSessions(userId: string, currentSessionId: string): Promise<number> {
      const ended = await sessions.deleteAllBut(userId, currentSessionId);
      await sessionsEnded(userId);
      return ended;
    },

    /**
     * Better Auth checks the current password, stores the new one, ends every session and opens a fresh one
     * for this browser: its answer carries the new session cookie.
     */
    async changePassword(requestHeaders: Headers, { currentPassword, newPassword }: ChangePasswordInput) {
      const response = await auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: requestHeaders,
        asResponse: true,
      });
      if (response.status === 400 && (await response.clone().json()).code === "INVALID_PASSWORD") {
        throw wrongPassword("currentPassword", AUTH_MESSAGES.currentPasswordWrong);
      }
      return toPublicAuthResponse(response);
    },

    /**
     * Removes the user and, by cascade, every session, credential, task and tag of theirs. Returns the
     * headers that clear this browser's session cookie.
     */
    async deleteAccount(userId: string, requestHeaders: Headers, password: string): Promise<Headers> {
      if (!(await passwordMatches(userId, password))) {
        throw wrongPassword("password", AUTH_MESSAGES.confirmPasswordWrong);
      }
      const signOut = await auth.api.signOut({ headers: requestHeaders, asResponse: true });
      await users.delete(userId);
      await sessionsEnded(userId);
      return signOut.headers;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
