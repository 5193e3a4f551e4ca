import { describe, expect, it } from "vitest";
import { USER_MESSAGES, updateMeSchema } from "./user";

describe("updateMeSchema", () => {
  it("trims the display name and refuses control characters in it, line breaks included", () => {
    expect(updateMeSchema.parse({ displayName: " Ada\tL. " })).toEqual({ displayName: "Ada\tL." });
    for (const displayName of ["Ada\u0000", "Ada\nL.", "\u007fAda"]) {
      expect(updateMeSchema.safeParse({ displayName }).error?.issues).toEqual([
        expect.objectContaining({ path: ["displayName"], message: USER_MESSAGES.displayNameControlCharacters }),
      ]);
    }
  });
});
