import type { Kysely, Migration } from "kysely";

/**
 * The language of the message that asked a question ("de" or "en"): its Yes, a choice or a plan's Accept carry no
 * words to tell it by (a choice's label is a task's title), so the answer is said in the language kept here.
 * Questions asked before this column were all English.
 */
export function assistantQuestionLanguage(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("assistantQuestions")
        .addColumn("language", "text", (col) => col.notNull().defaultTo("en"))
        .execute();
    },
  };
}
