import { describe, expect, it } from "vitest";
import { TASK_DESCRIPTION_MAX_LENGTH, TASK_PAGE_SIZE_DEFAULT, TASK_TITLE_MAX_LENGTH } from "../limits";
import { createTaskSchema, listTasksQuerySchema, TASK_MESSAGES, updateTaskSchema } from "./task";

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("createTaskSchema", () => {
  it("trims both fields", () => {
    expect(createTaskSchema.parse({ title: "  a ", description: "\tb\n" })).toEqual({ title: "a", description: "b" });
  });

  it("requires both fields, blank counting as missing", () => {
    expect(messagesOf(createTaskSchema.safeParse({ title: " ", description: "" }))).toEqual({
      title: TASK_MESSAGES.titleRequired,
      description: TASK_MESSAGES.descriptionRequired,
    });
    expect(messagesOf(createTaskSchema.safeParse({}))).toEqual({
      title: TASK_MESSAGES.titleRequired,
      description: TASK_MESSAGES.descriptionRequired,
    });
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
});

describe("updateTaskSchema", () => {
  it("takes any non-empty subset", () => {
    expect(updateTaskSchema.parse({ description: " new " })).toEqual({ description: "new" });
    expect(messagesOf(updateTaskSchema.safeParse({}))).toEqual({ "": TASK_MESSAGES.nothingToUpdate });
  });
});

describe("listTasksQuerySchema", () => {
  it("defaults the page size and reads numbers from the query string", () => {
    const defaults = { limit: TASK_PAGE_SIZE_DEFAULT, view: "all", sort: "created", tz: "UTC" };
    expect(listTasksQuerySchema.parse({})).toEqual(defaults);
    expect(listTasksQuerySchema.parse({ limit: "7", cursor: "abc" })).toEqual({ ...defaults, limit: 7, cursor: "abc" });
  });

  it("treats a blank search as none and normalises the tag like stored tags", () => {
    expect(listTasksQuerySchema.parse({ q: "  ", tag: " Home " })).toMatchObject({ q: undefined, tag: "home" });
  });
});
