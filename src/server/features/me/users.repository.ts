import type { Kysely } from "kysely";
import type { User } from "../../../shared/schemas/user";
import { type DB, toIsoString } from "../../db/schema";

export function createUsersRepository(db: Kysely<DB>) {
  return {
    async findProfile(userId: string): Promise<User | undefined> {
      const row = await db
        .selectFrom("users")
        .select(["id", "email", "displayName", "role", "createdAt"])
        .where("id", "=", userId)
        .executeTakeFirst();
      return row && { ...row, createdAt: toIsoString(row.createdAt) };
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
