import { describe, expect, it } from "vitest";
import { oneOrMany, plural } from "./plural";

describe("plural", () => {
  it("counts a noun, with an s or the plural given", () => {
    expect([0, 1, 2].map((count) => plural(count, "task"))).toEqual(["0 tasks", "1 task", "2 tasks"]);
    expect([1, 3].map((count) => plural(count, "Aufgabe", "Aufgaben"))).toEqual(["1 Aufgabe", "3 Aufgaben"]);
  });

  it("agrees any word with a count: one for 1, many for 0 and more", () => {
    expect([0, 1, 2].map((count) => oneOrMany(count, "ist", "sind"))).toEqual(["sind", "ist", "sind"]);
  });
});
