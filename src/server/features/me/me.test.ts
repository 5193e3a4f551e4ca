import { describe, expect, it } from "vitest";
import { DAILY_CAPACITY_MAX, DISPLAY_NAME_MAX_LENGTH } from "../../../shared/limits";
import { DEFAULT_PREFERENCES, USER_MESSAGES } from "../../../shared/schemas/user";
import { signedInFixture } from "../../test/signed-in-fixture";

const fixture = signedInFixture();

describe("PATCH /api/me", () => {
  it("changes the display name and preferences, and every device reads them", async () => {
    const response = await fixture.alice.patch("/api/me", {
      displayName: "  Alice  ",
      preferences: { theme: "dark", timeZone: "Europe/Berlin", timeFormat: "24h", dailyCapacity: 8 },
    });
    expect(response.status).toBe(200);
    const expected = {
      displayName: "Alice",
      preferences: {
        ...DEFAULT_PREFERENCES,
        theme: "dark",
        timeZone: "Europe/Berlin",
        timeFormat: "24h",
        dailyCapacity: 8,
      },
    };
    expect(response.body.user).toMatchObject(expected);
    expect((await fixture.alice.get("/api/me")).body.user).toMatchObject(expected);
  });

  it("changes only what is sent, so two devices changing different preferences keep both", async () => {
    await Promise.all([
      fixture.alice.patch("/api/me", { preferences: { weekStart: "monday" } }),
      fixture.alice.patch("/api/me", { preferences: { defaultView: "today" } }),
    ]);
    expect((await fixture.alice.get("/api/me")).body.user.preferences).toMatchObject({
      weekStart: "monday",
      defaultView: "today",
    });
  });

  it.each([
    [
      "a display name too long",
      { displayName: "x".repeat(DISPLAY_NAME_MAX_LENGTH + 1) },
      { displayName: USER_MESSAGES.displayNameTooLong },
    ],
    [
      "an unknown time zone",
      { preferences: { timeZone: "Mars/Olympus" } },
      { "preferences.timeZone": USER_MESSAGES.timeZoneInvalid },
    ],
    [
      "an unknown theme",
      { preferences: { theme: "pink" } },
      { "preferences.theme": "Theme must be one of system, light, dark." },
    ],
    ["an unknown preference", { preferences: { fontSize: 20 } }, { "preferences.fontSize": "Unknown field." }],
    ...[0, DAILY_CAPACITY_MAX + 1, 2.5, "5"].map((dailyCapacity): [string, object, object] => [
      `a daily capacity of ${JSON.stringify(dailyCapacity)}`,
      { preferences: { dailyCapacity } },
      { "preferences.dailyCapacity": USER_MESSAGES.dailyCapacityInvalid },
    ]),
    ["a role", { role: "admin" }, { role: "Unknown field.", _: USER_MESSAGES.nothingToUpdate }],
    ["nothing", {}, { _: USER_MESSAGES.nothingToUpdate }],
  ])("refuses %s with 400 and changes nothing", async (_case, body, fields) => {
    const before = (await fixture.alice.get("/api/me")).body.user;
    const response = await fixture.alice.patch("/api/me", body);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
    expect((await fixture.alice.get("/api/me")).body.user).toEqual(before);
  });

  it("accepts the longest display name and clears the time zone with null", async () => {
    const name = "x".repeat(DISPLAY_NAME_MAX_LENGTH);
    await fixture.alice.patch("/api/me", { preferences: { timeZone: "Asia/Tokyo" } });
    const response = await fixture.alice.patch("/api/me", { displayName: name, preferences: { timeZone: null } });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ displayName: name, preferences: { timeZone: null } });
  });

  it("answers 401 without a session", async () => {
    expect((await fixture.server.client().patch("/api/me", { displayName: "x" })).status).toBe(401);
  });
});
