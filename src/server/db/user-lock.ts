import type { Transaction } from "kysely";
import type { DB } from "./schema";

/**
 * Takes the user's lock for the rest of the transaction: a no-op write to the user's row (of a column that is no
 * key, so the foreign-key checks of other writes are not held up). PostgreSQL holds that row's lock until the
 * commit, so two transactions of one user that each take it, on one instance or several, run one after the
 * other, and a rule checked after it (a tree's shape, a count) is checked against what the other one wrote.
 * On SQLite the write makes the transaction the database's one writer at once, as BEGIN IMMEDIATE would.
 */
export async function lockUser(trx: Transaction<DB>, userId: string): Promise<void> {
  await trx
    .updateTable("users")
    .set((eb) => ({ role: eb.ref("role") }))
    .where("id", "=", userId)
    .execute();
}
