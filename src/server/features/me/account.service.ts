import type { ChangePasswordInput } from "../../../shared/schemas/auth";
import { AUTH_MESSAGES } from "../../../shared/schemas/auth";
import type { UpdateMeInput, User } from "../../../shared/schemas/user";
import type { Auth } from "../../auth/auth";
import { resetLinkInvalid, toPublicAuthResponse } from "../../auth/auth-errors";
import type { PasswordChecks, PasswordRequester } from "../../auth/password-checks";
import { assertPasswordAcceptable } from "../../auth/password-policy";
import type { Clock } from "../../clock";
import { fieldError, notFound, unauthenticated } from "../../errors";
import type { AnnounceSessionsEnded } from "../../events/task-events";
import type { TasksService } from "../tasks/tasks.service";
import type { EmailVerificationService } from "./email-verification.service";
import type { SessionsRepository } from "./sessions.repository";
import type { UsersRepository } from "./users.repository";

/** A session can outlive its user only for the instant between deleting the user and the next request. */
function existing(user: User | undefined): User {
  if (!user) throw unauthenticated();
  return user;
}

const wrongPassword = (field: string, message: string) => fieldError("invalid", "invalid_password", field, message);

/**
 * What a user can do to their own account: its sessions, its password (changed, or reset from an e-mailed
 * link), and deleting it all.
 */
export function createAccountService({
  auth,
  users,
  tasks,
  sessions,
  passwords,
  clock,
  sessionsEnded,
  emailVerification,
}: {
  auth: Auth;
  users: UsersRepository;
  tasks: Pick<TasksService, "removeAll">;
  sessions: SessionsRepository;
  passwords: PasswordChecks;
  clock: Clock;
  sessionsEnded: AnnounceSessionsEnded;
  emailVerification: Pick<EmailVerificationService, "remindersTurnedOn">;
}) {
  async function passwordMatches(userId: string, password: string): Promise<boolean> {
    const hash = await users.passwordHash(userId);
    if (!hash) return false;
    const context = await auth.$context;
    return context.password.verify({ hash, password });
  }

  /** Failures count against the account as sign-in's do: by its e-mail. */
  const requester = async (userId: string, ip: string): Promise<Required<PasswordRequester>> => ({
    account: existing(await users.findProfile(userId)).email.toLowerCase(),
    ip,
  });

  return {
    profile: async (userId: string): Promise<User> => existing(await users.findProfile(userId)),

    /**
     * Only the fields sent change, so two devices editing different ones never undo each other. Turning e-mail
     * reminders on for an address not yet verified sends the link that verifies it (none go out until then).
     */
    async updateProfile(userId: string, changes: UpdateMeInput): Promise<User> {
      const turningOn =
        changes.preferences?.emailReminders === true &&
        !existing(await users.findProfile(userId)).preferences.emailReminders;
      const user = existing(await users.updateProfile(userId, changes, clock.now()));
      if (turningOn && !user.emailVerified) await emailVerification.remindersTurnedOn(userId);
      return user;
    },

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
     * for this browser: its answer carries the new session cookie. Pending reset links end too: one asked for
     * before the change must not undo it.
     */
    async changePassword(
      userId: string,
      ip: string,
      requestHeaders: Headers,
      { currentPassword, newPassword }: ChangePasswordInput,
    ) {
      const who = await requester(userId, ip);
      assertPasswordAcceptable(newPassword, who.account, "newPassword");
      const isWrongPassword = async (answer: Response) =>
        answer.status === 400 && (await answer.clone().json()).code === "INVALID_PASSWORD";
      const response = await passwords.check(
        who,
        () =>
          auth.api.changePassword({
            body: { currentPassword, newPassword, revokeOtherSessions: true },
            headers: requestHeaders,
            asResponse: true,
          }),
        isWrongPassword,
      );
      if (await isWrongPassword(response)) throw wrongPassword("currentPassword", AUTH_MESSAGES.currentPasswordWrong);
      if (response.ok) await users.revokeResetLinks(userId);
      return toPublicAuthResponse(response);
    },

    /**
     * A new password from an e-mailed link, for someone signed out. Better Auth spends the link and ends every
     * session; every other link of the account ends with it, so an older one cannot be used later.
     */
    async resetPassword(
      ip: string,
      requestHeaders: Headers,
      { token, newPassword }: { token: string; newPassword: string },
    ) {
      const owner = await users.resetLinkOwner(token, clock.now());
      if (!owner) throw resetLinkInvalid();
      assertPasswordAcceptable(newPassword, owner.email, "newPassword");
      const response = await passwords.attributedTo({ account: owner.email.toLowerCase(), ip }, () =>
        auth.api.resetPassword({ body: { token, newPassword }, headers: requestHeaders, asResponse: true }),
      );
      if (response.ok) await users.revokeResetLinks(owner.id);
      return toPublicAuthResponse(response);
    },

    /**
     * Removes the user's tasks, a batch at a time (by cascade they would go in one long statement), then the user
     * and, by cascade, every session, credential and list of theirs. Returns the headers that clear this
     * browser's session cookie.
     */
    async deleteAccount(userId: string, ip: string, requestHeaders: Headers, password: string): Promise<Headers> {
      const matches = await passwords.check(
        await requester(userId, ip),
        () => passwordMatches(userId, password),
        (right) => !right,
      );
      if (!matches) {
        throw wrongPassword("password", AUTH_MESSAGES.confirmPasswordWrong);
      }
      const signOut = await auth.api.signOut({ headers: requestHeaders, asResponse: true });
      await tasks.removeAll(userId);
      await users.delete(userId);
      await sessionsEnded(userId);
      return signOut.headers;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
