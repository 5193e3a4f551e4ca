import { describe, expect, it } from "vitest";
import { TASK_SEARCH_TERMS_MAX, TASK_SEARCH_WORD_MAX_LENGTH } from "../../../shared/limits";
import { searchTerms, searchWords } from "./search-words";

describe("searchWords", () => {
  it("splits on anything but letters and digits, folding case and accents, once per word", () => {
    expect(searchWords("Äpfel & Birnen: 2 kg, äpfel!")).toEqual(["apfel", "birnen", "2", "kg"]);
    expect(searchWords("Crème brûlée – ÉCOLE")).toEqual(["creme", "brulee", "ecole"]);
    expect(searchWords("東京 タワー")).toEqual(["東京", "タワー"]);
    expect(searchWords("%_ --")).toEqual([]);
  });

  it("cuts words at the named length", () => {
    expect(searchWords("x".repeat(TASK_SEARCH_WORD_MAX_LENGTH + 5))).toEqual(["x".repeat(TASK_SEARCH_WORD_MAX_LENGTH)]);
  });
});

describe("searchTerms", () => {
  it("leaves out terms that begin another term, which the longer one implies", () => {
    expect(searchTerms("pl Plan plant ca")).toEqual(["plant", "ca"]);
    expect(searchTerms("Milk milk")).toEqual(["milk"]);
  });

  it("keeps the longest terms, at most the named number", () => {
    const query = "a bb ccc dddd eeeee ffffff ggggggg hhhhhhhh";
    expect(searchTerms(query)).toHaveLength(TASK_SEARCH_TERMS_MAX);
    expect(searchTerms(query)).not.toContain("a");
    expect(searchTerms(query)[0]).toBe("hhhhhhhh");
  });
});
