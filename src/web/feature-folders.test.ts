import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FEATURES = path.join(path.dirname(new URL(import.meta.url).pathname), "features");

/** The folders a web feature is made of (CONTRIBUTING.md, "A web feature"): a newcomer finds each kind in one place. */
const FEATURE_FOLDERS = new Set(["api", "components", "hooks", "lib"]);

describe("web features", () => {
  it("hold their code only in api/, components/, hooks/ and lib/", async () => {
    const features = await readdir(FEATURES);
    const strays: string[] = [];
    for (const feature of features) {
      for (const entry of await readdir(path.join(FEATURES, feature), { withFileTypes: true })) {
        if (!(entry.isDirectory() && FEATURE_FOLDERS.has(entry.name))) strays.push(`${feature}/${entry.name}`);
      }
    }
    expect(features.length).toBeGreaterThan(10);
    expect(strays).toEqual([]);
  });
});
