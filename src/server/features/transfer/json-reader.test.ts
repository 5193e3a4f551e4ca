import { describe, expect, it } from "vitest";
import { JsonExportReader, type JsonPiece } from "./json-reader";

/** What the reader makes of `text` fed in pieces of `size` characters. */
function read(text: string, size = text.length || 1): JsonPiece[] {
  const reader = new JsonExportReader();
  const pieces: JsonPiece[] = [];
  for (let start = 0; start < text.length; start += size) pieces.push(...reader.push(text.slice(start, start + size)));
  reader.end();
  return pieces;
}

describe("JsonExportReader", () => {
  const file = {
    format: "taskmind-export",
    version: 1,
    profile: { name: 'A "quoted" \\ name, with [brackets] and {braces}', tags: [] },
    tasks: [{ title: "One", tags: ["a", "b"] }, { title: 'Two ]}",' }, 3, null],
  };

  it("gives each member of the object, and each task of its list, as JSON text, however the file is cut", () => {
    const expected = [
      { member: "format", json: '"taskmind-export"' },
      { member: "version", json: "1" },
      { member: "profile", json: JSON.stringify(file.profile) },
      ...file.tasks.map((task) => ({ task: JSON.stringify(task) })),
    ];
    const compact = JSON.stringify(file);
    expect(read(compact)).toEqual(expected);
    for (const size of [1, 2, 5]) expect(read(compact, size)).toEqual(expected);
    const pretty = read(JSON.stringify(file, null, 2), 3).map((piece) =>
      "task" in piece ? JSON.parse(piece.task) : { [piece.member]: JSON.parse(piece.json) },
    );
    expect(pretty).toEqual([{ format: file.format }, { version: 1 }, { profile: file.profile }, ...file.tasks]);
  });

  it("reads an empty object and an empty list", () => {
    expect(read("{}")).toEqual([]);
    expect(read('{"tasks":[]}')).toEqual([]);
  });

  it("refuses what is not one whole object", () => {
    for (const text of ["[1]", '{"a":1', '{"tasks":[1,]}', '{"a":1,}', '{"a" 1}', '{"a":1} x', '{"tasks":[1 2]}', ""]) {
      expect(() => read(text), text).toThrow(SyntaxError);
    }
  });
});
