import { describe, expect, it } from "vitest";
import { byPosition, positionBetween, spreadPositions } from "./position";

describe("positionBetween", () => {
  it("takes the middle of two neighbours", () => {
    expect(positionBetween(1, 2)).toBe(1.5);
    expect(positionBetween(-3, 5)).toBe(1);
  });

  it("goes a step beyond a lone neighbour, and starts at 0 alone", () => {
    expect(positionBetween(undefined, 10)).toBe(9);
    expect(positionBetween(10, undefined)).toBe(11);
    expect(positionBetween(undefined, undefined)).toBe(0);
  });

  it("has no place between equal neighbours, nor once the gap is spent", () => {
    expect(positionBetween(4, 4)).toBeUndefined();
    const start = 1_764_000_000_000;
    let after = start + 1;
    let halvings = 0;
    for (let middle = positionBetween(start, after); middle !== undefined; middle = positionBetween(start, after)) {
      after = middle;
      halvings++;
    }
    // A millisecond gap at today's timestamps halves a dozen times before a double runs out of digits.
    expect(halvings).toBeGreaterThan(8);
    expect(positionBetween(start, after)).toBeUndefined();
  });
});

describe("spreadPositions", () => {
  it("spaces a run a step apart from its start", () => {
    expect(spreadPositions(3, 7)).toEqual([7, 8, 9]);
    expect(spreadPositions(0, 7)).toEqual([]);
  });
});

describe("byPosition", () => {
  it("orders by position, and a tie by id, whatever order they came in", () => {
    const places = [
      { id: "c", position: 2 },
      { id: "b", position: 1 },
      { id: "a", position: 2 },
    ];
    expect(places.toSorted(byPosition).map((place) => place.id)).toEqual(["b", "a", "c"]);
    expect(
      places
        .toReversed()
        .toSorted(byPosition)
        .map((place) => place.id),
    ).toEqual(["b", "a", "c"]);
  });
});
