import { describe, expect, it } from "vitest";
import { foldCase } from "./fold-case";

describe("foldCase", () => {
  it("folds case and compatibility forms, keeping accents", () => {
    expect(foldCase("GROCERIES")).toBe("groceries");
    expect(foldCase("ＧＲＯＣＥＲＩＥＳ")).toBe("groceries");
    expect(foldCase("Ärzte")).toBe(foldCase("a\u0308rzte"));
    expect(foldCase("Café")).not.toBe(foldCase("cafe"));
  });
});
