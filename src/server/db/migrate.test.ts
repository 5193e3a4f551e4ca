import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { expect, it } from "vitest";
import { NEW_TASK_DEFAULTS } from "../../test/new-task-defaults";
import { createTasksRepository } from "../features/tasks/tasks.repository";
import { databaseAt, oldUser } from "../test/database-at";
import { openDatabase } from "./connection";
import { migrateToLatest, migrationsFor } from "./migrate";

it("keeps tasks written before the later migrations: open, undated, unprioritised, and searchable", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "taskmind-migrate-"));
  const database = openDatabase({ dataDir });
  try {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrationsFor(database) },
    });
    expect((await migrator.migrateTo("0001-initial")).error).toBeUndefined();
    const now = new Date().toISOString();
    await database.db.insertInto("users").values(oldUser("u1", now)).execute();
    await database.db
      .insertInto("tasks")
      .values({ id: "t1", userId: "u1", title: "Old", description: "From before", createdAt: now, updatedAt: now })
      .execute();

    await migrateToLatest(database);
    const tasks = createTasksRepository(database.db);
    const task = await tasks.find("u1", "t1");
    // In "My order" by when it was made, as new tasks are.
    expect(task).toMatchObject({ title: "Old", ...NEW_TASK_DEFAULTS, position: Date.parse(now) });
    const found = await tasks.list("u1", { filter: { completed: false, search: "befo" }, sort: "due", limit: 10 });
    expect(found.map((each) => each.id)).toEqual(["t1"]);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

it("turns e-mail reminders off for accounts whose address was never proved (they were sent no link)", async () => {
  const { database, remove } = await databaseAt("0016-push-subscriptions");
  try {
    const now = new Date().toISOString();
    const user = (id: string, emailVerified: boolean, emailReminders: boolean) =>
      oldUser(id, now, { emailVerified, emailReminders });
    await database.db
      .insertInto("users")
      .values([user("unproved", false, true), user("proved", true, true), user("off", false, false)])
      .execute();

    await migrateToLatest(database);
    const rows = await database.db.selectFrom("users").select(["id", "emailReminders"]).orderBy("id").execute();
    expect(rows.map(({ id, emailReminders }) => [id, Boolean(emailReminders)])).toEqual([
      ["off", false],
      ["proved", true],
      ["unproved", false],
    ]);
  } finally {
    await remove();
  }
});
