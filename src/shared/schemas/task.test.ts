import { describe, expect, it } from "vitest";
import {
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_PAGE_SIZE_DEFAULT,
  TASK_PAGE_SIZE_MAX,
  TASK_TITLE_MAX_LENGTH,
} from "../limits";
import {
  addTaskFormSchema,
  createTaskSchema,
  listTasksQuerySchema,
  restoreTaskSchema,
  sortOf,
  TASK_MESSAGES,
  updateTaskSchema,
} from "./task";

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("createTaskSchema", () => {
  it("trims both fields", () => {
    expect(createTaskSchema.parse({ title: "  a ", description: "\tb\n" })).toEqual({ title: "a", description: "b" });
  });

  it("requires a title, blank counting as missing, and takes a title alone (quick add)", () => {
    expect(messagesOf(createTaskSchema.safeParse({ title: " ", description: "" }))).toEqual({
      title: TASK_MESSAGES.titleRequired,
    });
    expect(createTaskSchema.parse({ title: "Buy milk" })).toEqual({ title: "Buy milk", description: "" });
  });

  it("enforces the length limits after trimming", () => {
    const longest = { title: "t".repeat(TASK_TITLE_MAX_LENGTH), description: "d".repeat(TASK_DESCRIPTION_MAX_LENGTH) };
    expect(createTaskSchema.safeParse({ title: ` ${longest.title} `, description: longest.description }).success).toBe(
      true,
    );
    expect(messagesOf(createTaskSchema.safeParse({ ...longest, title: `${longest.title}t` }))).toEqual({
      title: TASK_MESSAGES.titleTooLong,
    });
    expect(messagesOf(createTaskSchema.safeParse({ ...longest, description: `${longest.description}d` }))).toEqual({
      description: TASK_MESSAGES.descriptionTooLong,
    });
  });

  it("refuses unknown fields", () => {
    expect(createTaskSchema.safeParse({ title: "a", description: "b", userId: "x" }).success).toBe(false);
  });

  it("refuses control characters in every text field, line breaks too but in the description", () => {
    expect(
      messagesOf(createTaskSchema.safeParse({ title: "a\u0000", description: "b\u000b", tags: ["c\rd"] })),
    ).toEqual({
      title: TASK_MESSAGES.titleControlCharacters,
      description: TASK_MESSAGES.descriptionControlCharacters,
      "tags.0": TASK_MESSAGES.tagControlCharacters,
    });
    expect(messagesOf(createTaskSchema.safeParse({ title: "a\nb", tags: ["c\nd"] }))).toEqual({
      title: TASK_MESSAGES.titleControlCharacters,
      "tags.0": TASK_MESSAGES.tagControlCharacters,
    });
    expect(createTaskSchema.parse({ title: "a", description: "b\r\nc" }).description).toBe("b\nc");
  });
});

describe("addTaskFormSchema", () => {
  it("requires both fields, blank counting as missing", () => {
    expect(messagesOf(addTaskFormSchema.safeParse({ title: " ", description: "" }))).toEqual({
      title: TASK_MESSAGES.titleRequired,
      description: TASK_MESSAGES.descriptionRequired,
    });
    expect(messagesOf(addTaskFormSchema.safeParse({}))).toEqual({
      title: TASK_MESSAGES.titleRequired,
      description: TASK_MESSAGES.descriptionRequired,
    });
  });
});

describe("restoreTaskSchema", () => {
  it("takes a deleted task's own fields and times, in UTC", () => {
    const createdAt = "2026-11-20T10:00:00+01:00";
    expect(restoreTaskSchema.parse({ title: "a", createdAt, completed: true, completedAt: createdAt })).toEqual({
      title: "a",
      description: "",
      completed: true,
      completedAt: "2026-11-20T09:00:00.000Z",
      createdAt: "2026-11-20T09:00:00.000Z",
    });
    expect(messagesOf(restoreTaskSchema.safeParse({ title: "a", createdAt: "yesterday" }))).toEqual({
      createdAt: TASK_MESSAGES.timeInvalid,
    });
  });
});

describe("updateTaskSchema", () => {
  it("takes any non-empty subset", () => {
    expect(updateTaskSchema.parse({ description: " new " })).toEqual({ description: "new" });
    expect(messagesOf(updateTaskSchema.safeParse({}))).toEqual({ "": TASK_MESSAGES.nothingToUpdate });
  });
});

describe("listTasksQuerySchema", () => {
  it("defaults the page size and reads numbers from the query string", () => {
    const defaults = { limit: TASK_PAGE_SIZE_DEFAULT, view: "all", tz: "UTC" };
    expect(listTasksQuerySchema.parse({})).toEqual(defaults);
    expect(listTasksQuerySchema.parse({ limit: "7", cursor: "abc" })).toEqual({ ...defaults, limit: 7, cursor: "abc" });
  });

  it("refuses control characters in the search and the tag", () => {
    expect(messagesOf(listTasksQuerySchema.safeParse({ q: "a\u0000", tag: "b\u0085" }))).toEqual({
      q: TASK_MESSAGES.searchControlCharacters,
      tag: TASK_MESSAGES.tagControlCharacters,
    });
  });

  it("treats a blank search as none and normalises the tag like stored tags", () => {
    expect(listTasksQuerySchema.parse({ q: "  ", tag: " Home " })).toMatchObject({ q: undefined, tag: "home" });
  });

  it("takes a page above the usual size only for a calendar's range or the undated tray", () => {
    const week = { dueFrom: "2026-11-30T00:00:00.000Z", dueBefore: "2026-12-07T00:00:00.000Z" };
    const big = String(TASK_PAGE_SIZE_MAX + 1);
    expect(messagesOf(listTasksQuerySchema.safeParse({ limit: big }))).toEqual({ limit: TASK_MESSAGES.limitTooLarge });
    expect(listTasksQuerySchema.parse({ limit: big, ...week }).limit).toBe(TASK_PAGE_SIZE_MAX + 1);
    expect(listTasksQuerySchema.parse({ limit: big, undated: "true" }).limit).toBe(TASK_PAGE_SIZE_MAX + 1);
    expect(messagesOf(listTasksQuerySchema.safeParse({ ...week, view: "today" }))).toEqual({
      view: TASK_MESSAGES.dueFilterNeedsView,
    });
  });

  it("orders a task's subtasks in My order and other lists newest first, unless told otherwise", () => {
    const id = "7d0c2c3e-0000-4000-8000-000000000001";
    expect(sortOf(listTasksQuerySchema.parse({}))).toBe("created");
    expect(sortOf(listTasksQuerySchema.parse({ parent: "root" }))).toBe("created");
    expect(sortOf(listTasksQuerySchema.parse({ parent: id }))).toBe("manual");
    expect(sortOf(listTasksQuerySchema.parse({ parent: id, sort: "due" }))).toBe("due");
  });
});
