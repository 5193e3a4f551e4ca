import type { Kysely, Selectable } from "kysely";
import {
  DEFAULT_PREFERENCES,
  type Preferences,
  preferencesSchema,
  type UpdateMeInput,
  type User,
} from "../../../shared/schemas/user";
import { type DB, toIsoString, type UsersTable } from "../../db/schema";

const PROFILE_COLUMNS = [
  "id",
  "email",
  "emailVerified",
  "displayName",
  "role",
  "createdAt",
  "theme",
  "timeZone",
  "weekStart",
  "timeFormat",
  "defaultView",
  "dailyCapacity",
  "useAssistantModel",
  "emailReminders",
  "defaultReminderMinutes",
] as const;
/** Better Auth keeps a password-reset link as a verification `reset-password:<token>` whose value is the user id. */
const RESET_LINK_PREFIX = "reset-password:";
/**
 * Ours, in the same table: an e-mail-verification link as `verify-email:<SHA-256 of its token>` whose value is
 * the user id (so deleting the account removes it as it removes reset links). Only the hash is stored: whoever
 * reads the database cannot verify an address with it.
 */
const VERIFICATION_LINK_PREFIX = "verify-email:";

type ProfileRow = Pick<Selectable<UsersTable>, (typeof PROFILE_COLUMNS)[number]>;

/** A stored value this version does not know (e.g. written by a newer one) reads as the default. */
function preferencesOf(row: ProfileRow): Preferences {
  const preferences = { ...DEFAULT_PREFERENCES };
  // SQLite keeps a flag as 0 or 1.
  const stored = {
    ...row,
    useAssistantModel: Boolean(row.useAssistantModel),
    emailReminders: Boolean(row.emailReminders),
  };
  for (const name of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) {
    const parsed = preferencesSchema.shape[name].safeParse(stored[name]);
    if (parsed.success) Object.assign(preferences, { [name]: parsed.data });
  }
  return preferences;
}

function toUser(row: ProfileRow): User {
  const { id, email, displayName, role, createdAt } = row;
  return {
    id,
    email,
    emailVerified: Boolean(row.emailVerified),
    displayName,
    role,
    createdAt: toIsoString(createdAt),
    preferences: preferencesOf(row),
  };
}

export function createUsersRepository(db: Kysely<DB>) {
  return {
    async findProfile(userId: string): Promise<User | undefined> {
      const row = await db.selectFrom("users").select(PROFILE_COLUMNS).where("id", "=", userId).executeTakeFirst();
      return row && toUser(row);
    },

    /** Only the fields sent change, so two devices editing different ones never undo each other. */
    async updateProfile(
      userId: string,
      { displayName, preferences = {} }: UpdateMeInput,
      now: Date,
    ): Promise<User | undefined> {
      const row = await db
        .updateTable("users")
        .set({
          ...(displayName !== undefined ? { displayName } : {}),
          ...preferences,
          updatedAt: now.toISOString(),
        })
        .where("id", "=", userId)
        .returning(PROFILE_COLUMNS)
        .executeTakeFirst();
      return row && toUser(row);
    },

    /** The stored hash of the user's e-mail-and-password credential, if they have one. */
    async passwordHash(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("accounts")
        .select("password")
        .where("userId", "=", userId)
        .where("providerId", "=", "credential")
        .executeTakeFirst();
      return row?.password ?? undefined;
    },

    /** The account a password-reset link belongs to, while the link is still valid. */
    async resetLinkOwner(token: string, now: Date): Promise<{ id: string; email: string } | undefined> {
      return db
        .selectFrom("verifications")
        .innerJoin("users", "users.id", "verifications.value")
        .select(["users.id", "users.email"])
        .where("verifications.identifier", "=", `${RESET_LINK_PREFIX}${token}`)
        .where("verifications.expiresAt", ">", now.toISOString())
        .executeTakeFirst();
    },

    /** Ends every pending password-reset link of the user, e.g. older ones once the password has changed. */
    async revokeResetLinks(userId: string): Promise<void> {
      await db
        .deleteFrom("verifications")
        .where("identifier", "like", `${RESET_LINK_PREFIX}%`)
        .where("value", "=", userId)
        .execute();
    },

    /** Stores the user's one pending verification link (a newer one replaces any older). */
    async saveVerificationLink(userId: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("verifications")
          .where("identifier", "like", `${VERIFICATION_LINK_PREFIX}%`)
          .where("value", "=", userId)
          .execute();
        await trx
          .insertInto("verifications")
          .values({
            id: crypto.randomUUID(),
            identifier: `${VERIFICATION_LINK_PREFIX}${tokenHash}`,
            value: userId,
            expiresAt: expiresAt.toISOString(),
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
          })
          .execute();
      });
    },

    /**
     * Spends a verification link: deleted in the statement that reads it, so it works once however many use it
     * at once; if it was still valid, its user's address is verified. Answers that user's id, or undefined.
     */
    async spendVerificationLink(tokenHash: string, now: Date): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        const link = await trx
          .deleteFrom("verifications")
          .where("identifier", "=", `${VERIFICATION_LINK_PREFIX}${tokenHash}`)
          .returning(["value", "expiresAt"])
          .executeTakeFirst();
        if (!link || new Date(toIsoString(link.expiresAt)) <= now) return undefined;
        const verified = await trx
          .updateTable("users")
          .set({ emailVerified: true, updatedAt: now.toISOString() })
          .where("id", "=", link.value)
          .executeTakeFirst();
        return verified.numUpdatedRows > 0n ? link.value : undefined;
      });
    },

    /**
     * Sessions, credentials, tasks and tags go with the user (foreign keys cascade); pending password-reset
     * links name the user only in their value, so they are removed by hand, in the same transaction.
     */
    async delete(userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("verifications").where("value", "=", userId).execute();
        await trx.deleteFrom("users").where("id", "=", userId).execute();
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
