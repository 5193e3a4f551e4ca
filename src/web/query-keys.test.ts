import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const WEB = path.dirname(new URL(import.meta.url).pathname);

/** A query key written out in place (`queryKey: [`, `setQueryData([` …) rather than taken from a feature's keys. */
const HAND_TYPED_KEY = /queryKey:\s*\[|(?:QueryData|Queries|QueriesData)\(\s*\[/;

/** Where the keys are made: each feature's `api/*-queries.ts`. */
const isKeyModule = (file: string) => file.endsWith("-queries.ts");

describe("query keys", () => {
  it("are made only in the features' *-queries.ts modules", async () => {
    const files = (await readdir(WEB, { recursive: true }))
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts") && !isKeyModule(file))
      .sort();
    const offenders: string[] = [];
    for (const file of files) {
      const lines = (await readFile(path.join(WEB, file), "utf8")).split("\n");
      lines.forEach((line, index) => {
        if (HAND_TYPED_KEY.test(line)) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(files.length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});
