import { describe, expect, it } from "vitest";
import { TASK_SEARCH_WORD_MAX_LENGTH } from "../../../shared/limits";
import { searchWords } from "./search-words";

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
