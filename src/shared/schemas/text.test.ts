import { describe, expect, it } from "vitest";
import { z } from "zod";
import { controlCharactersMessage, multiLine, singleLine } from "./text";

const line = singleLine(z.string(), "Title").trim();
const lines = multiLine(z.string(), "Description").trim();

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

/** NUL, other C0 controls, CR alone, DEL and C1 (NEL, and the last one). */
const CONTROLS = ["\u0000", "\u0007", "\u000b", "\u000c", "\r", "\u001b", "\u001f", "\u007f", "\u0085", "\u009f"];

describe("singleLine", () => {
  it.each(CONTROLS.concat("\n"))("refuses %j anywhere, even where trimming would drop it", (control) => {
    for (const text of [`a${control}b`, `${control}a`, `a${control}`]) {
      expect(messageOf(line.safeParse(text)), JSON.stringify(text)).toBe(controlCharactersMessage("Title"));
    }
  });

  it("takes tabs and any printable text, accents, emoji and non-breaking spaces included", () => {
    expect(line.parse(" a\tb Ä 😀\u00a0c ")).toBe("a\tb Ä 😀\u00a0c");
  });
});

describe("multiLine", () => {
  it.each(CONTROLS)("refuses %j", (control) => {
    expect(messageOf(lines.safeParse(`a${control}b`))).toBe(
      controlCharactersMessage("Description", { lineBreaks: true }),
    );
  });

  it("takes line feeds and tabs, and keeps a Windows line break as a line feed", () => {
    expect(lines.parse("one\n\ttwo\r\nthree")).toBe("one\n\ttwo\nthree");
  });
});
