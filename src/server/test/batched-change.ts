import { expect } from "vitest";
import type { TestServer } from "./test-server";

/**
 * Runs `change` while another account keeps reading its tags, and looks at the statements the server ran (its
 * `onQuery` pushing them onto `statements`) from the first of the change's batches (`batch`) to the last: how many
 * batches there were, and how many of the other account's reads were answered in between, which a change holding
 * the database (on SQLite, the event loop) from start to end would not let through.
 */
export async function whileAnotherReads(
  server: TestServer,
  statements: string[],
  change: () => Promise<{ status: number }>,
  batch: RegExp,
): Promise<{ batches: number; othersAnswered: number }> {
  const bob = server.client();
  await bob.signUp();
  let changing = true;
  const reads = Array.from({ length: 3 }, async () => {
    while (changing) expect((await bob.get("/api/tags")).status).toBe(200);
  });
  statements.length = 0;
  try {
    expect((await change()).status).toBeLessThan(300);
  } finally {
    changing = false;
    await Promise.all(reads);
  }
  const first = statements.findIndex((sql) => batch.test(sql));
  const last = statements.findLastIndex((sql) => batch.test(sql));
  const during = statements.slice(first, last + 1);
  return {
    batches: during.filter((sql) => batch.test(sql)).length,
    othersAnswered: during.filter((sql) => /from "taskTags"/.test(sql) && /group by "tag"/.test(sql)).length,
  };
}
