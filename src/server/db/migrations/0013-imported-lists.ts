import type { Kysely, Migration } from "kysely";

/**
 * The lists an unfinished import has made for its tasks, so that one cut off part way, by an error or a crash,
 * takes them away with its tasks (see docs/decisions/008-imports-without-stalling.md). At most a few hundred per
 * import: ending the import forgets them at once (the notes go with the claim).
 */
export function importedLists(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("importedLists")
        .addColumn("importId", "text", (col) => col.notNull().references("imports.id").onDelete("cascade"))
        .addColumn("listId", "text", (col) => col.notNull().references("lists.id").onDelete("cascade"))
        .addPrimaryKeyConstraint("imported_lists_pk", ["importId", "listId"])
        .execute();
      // Deleting a list looks for its note by the list alone.
      await db.schema.createIndex("imported_lists_list").on("importedLists").column("listId").execute();
    },
  };
}
