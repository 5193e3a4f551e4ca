import { describe, expect, it } from "vitest";
import {
  ASSISTANT_NAME_WORDS_MAX,
  ASSISTANT_SLIP_WORDS_AROUND,
  TASK_SEARCH_WORD_MAX_LENGTH,
} from "../../../shared/limits";
import { searchWords } from "../tasks/search-words";
import {
  bestMatches,
  type DistanceMeter,
  nameScore,
  prefixDistance,
  type Slips,
  sharedBeginning,
  slipsAllowed,
  slipsOf,
  translatedTerms,
  withoutLinkingWords,
} from "./task-names";

/** The slips of a name's words among the words of some titles, as the service finds them in the word index. */
function slipsAmong(terms: string[], titles: string[]): Slips {
  const words = titles.flatMap((title) => searchWords(title));
  return new Map(terms.map((term) => [term, slipsOf(term, words)]));
}

function score(name: string, title: string): number {
  const terms = searchWords(name);
  return nameScore(terms, title, slipsAmong(terms, [title]));
}

/** The whole table, unbanded: the distance from `a` to each beginning of `b`. */
function fullTable(a: string, b: string): number[][] {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_cell, j) => i + j),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return rows;
}

/** What `prefixDistance` must answer, from the whole table. */
function expectedDistance(term: string, word: string, max: number): number {
  const last = fullTable(term, word)[term.length] as number[];
  let closest = max + 1;
  for (let length = Math.max(1, term.length - max); length <= Math.min(word.length, term.length + max); length += 1) {
    closest = Math.min(closest, last[length] as number);
  }
  return Math.min(closest, max + 1);
}

/** A pseudo-random generator with a fixed seed, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

describe("task names", () => {
  it.each([
    ["buy oat milk", "Buy oat milk", 3],
    ["oat", "Buy oat milk", 2],
    ["creme brulee", "Crème brûlée for Sunday", 2],
    ["dentsit", "Dentist at 10", 1],
    ["dentis", "Dentist at 10", 2],
    ["apointment", "Dentist appointment", 1],
    ["dentist", "Call the bank", 0],
    ["cat", "Call the bank", 0],
    ["", "Anything", 0],
  ])("%j answers %j with %i", (name, title, expected) => {
    expect(score(name, title)).toBe(expected);
  });

  it("prefers the exact title, then word beginnings, then typos", () => {
    const tasks = [{ title: "Dentist" }, { title: "Dentist appointment" }, { title: "Call dentist" }];
    const titles = tasks.map((task) => task.title);
    const best = (name: string) => bestMatches(searchWords(name), tasks, slipsAmong(searchWords(name), titles));
    expect(best("dentist")).toEqual([{ title: "Dentist" }]);
    expect(best("dent")).toEqual(tasks);
    expect(best("appointmnet")).toEqual([{ title: "Dentist appointment" }]);
    expect(best("zebra")).toEqual([]);
  });

  it("finds no typo without the slips found for it", () => {
    expect(nameScore(["dentsit"], "Dentist at 10")).toBe(0);
  });

  it("counts a swap of neighbours as one edit, and stops beyond the edits allowed", () => {
    expect(prefixDistance("dentsit", "dentist", 1)).toBe(1);
    expect(prefixDistance("dentsit", "dentistry", 1)).toBe(1);
    // To "sittin", the beginning of "sitting": two letters wrong.
    expect(prefixDistance("kitten", "sitting", 2)).toBe(2);
    expect(prefixDistance("kitten", "sitting", 1)).toBe(2);
    expect(prefixDistance("kitten", "bottle", 1)).toBe(2);
  });

  it("answers as the whole table would, filling only the band around its diagonal", () => {
    const random = seeded(20);
    const text = (length: number) => Array.from({ length }, () => "abcd"[random(4)]).join("");
    for (let round = 0; round < 3000; round += 1) {
      const term = text(1 + random(12));
      const word = text(random(16));
      const max = 1 + random(2);
      const meter: DistanceMeter = { cells: 0 };
      expect(prefixDistance(term, word, max, meter), `${term} ${word} ${max}`).toBe(expectedDistance(term, word, max));
      expect(meter.cells).toBeLessThanOrEqual(term.length * (2 * max + 1));
    }
  });

  it("bounds a name's typo work by its words and the index words around each, however long they are", () => {
    // The worst a name can be: the most words, each as long as the index keeps them, compared with as many
    // index words as are read around it, all alike enough to fill every band to the last row.
    const longest = "a".repeat(TASK_SEARCH_WORD_MAX_LENGTH);
    const terms = Array.from({ length: ASSISTANT_NAME_WORDS_MAX }, (_, index) => `${longest.slice(1)}${index}`);
    const around = Array.from(
      { length: 2 * ASSISTANT_SLIP_WORDS_AROUND },
      (_, index) => `${longest.slice(2)}b${index}`,
    );
    const meter: DistanceMeter = { cells: 0 };
    for (const term of terms) slipsOf(term, around, meter);
    const band = 2 * slipsAllowed(longest) + 1;
    const budget = ASSISTANT_NAME_WORDS_MAX * 2 * ASSISTANT_SLIP_WORDS_AROUND * TASK_SEARCH_WORD_MAX_LENGTH * band;
    expect(meter.cells).toBeGreaterThan(budget / 2);
    expect(meter.cells).toBeLessThanOrEqual(budget);
    expect(budget).toBeLessThanOrEqual(100_000);
  });

  it("searches a typo by what it and its slips begin with", () => {
    expect(sharedBeginning(["dentsit", "dentist", "dentists"])).toBe("dent");
    expect(sharedBeginning(["boak", "book", "boat"])).toBe("bo");
    expect(sharedBeginning(["plan"])).toBe("plan");
  });
});

describe("translatedTerms", () => {
  it("puts a name's words in the other language, plurals too, and keeps the rest", () => {
    expect(translatedTerms(searchWords("zahnarzt"))).toEqual(["dentist"]);
    expect(translatedTerms(searchWords("rechnungen bezahlen"))).toEqual(["bill", "pay"]);
    expect(translatedTerms(searchWords("call grandma"))).toEqual(["anrufen", "oma"]);
    expect(translatedTerms(searchWords("müll"))).toEqual(["trash"]);
    expect(translatedTerms(searchWords("müll rausbringen"))).toEqual(["trash", "take"]);
    expect(translatedTerms(searchWords("catch the bus"))).toBeUndefined();
  });

  it("reads a German compound of two of its words by the first, never one with a tail it does not know", () => {
    expect(translatedTerms(searchWords("autoreifen"))).toEqual(["car"]);
    expect(translatedTerms(searchWords("geburtstagsgeschenk"))).toEqual(["birthday"]);
    expect(translatedTerms(searchWords("steuerbrater"))).toBeUndefined();
  });
});

describe("withoutLinkingWords", () => {
  it("leaves out articles and the small words between a name's others, and only those", () => {
    expect(withoutLinkingWords(searchWords("book the lisbon flights"))).toEqual(["book", "lisbon", "flights"]);
    expect(withoutLinkingWords(searchWords("Geschenk für Anna"))).toEqual(["geschenk", "anna"]);
    expect(withoutLinkingWords(searchWords("call bank"))).toBeUndefined();
    expect(withoutLinkingWords(searchWords("the a"))).toBeUndefined();
  });

  it("finds an English title by a German name whose small words it has not", () => {
    const content = withoutLinkingWords(searchWords("Flüge nach Lisbon")) ?? [];
    const titles = [{ title: "Book flights to Lisbon" }, { title: "Book hotel in Lisbon" }];
    expect(bestMatches(translatedTerms(content) ?? [], titles)).toEqual([titles[0]]);
  });
});
