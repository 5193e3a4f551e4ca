import { describe, expect, it } from "vitest";
import { inGermanSpelling, inTypedSpelling } from "./german-spelling";

describe("Saxon and Berlin German as the rules read it", () => {
  it.each([
    // "mor'n" keeps its apostrophe through the words: it is one word, "morgen".
    ["was steht mor'n noch an", "was steht morgen noch an"],
    ["zahnarzt auf mor\u2019n", "zahnarzt auf morgen"],
    ["morjen früh müll rausbringen", "morgen früh müll rausbringen"],
    // "nu" first or before a day is a filler, read as nothing, with its comma.
    ["nu, heizung is repariert", "heizung ist repariert"],
    ["nu was hab ich heute", "was hab ich heute"],
    ["steuer nu auf montag", "steuer auf montag"],
    ["die kannste wegmachen", "die kannst du wegmachen"],
    ["biste fertsch", "bist du fertig"],
    ["des is' fertich", "das ist fertig"],
    ["brauch ich nich mehr", "brauch ich nicht mehr"],
    ["das mach ich heuer ni", "das mach ich heuer nicht"],
    ["was haste noch offen", "was hast du noch offen"],
    ["reply to tom is ooch erledigt", "reply to tom ist auch erledigt"],
    ["jetze mach ich nischt mehr", "jetzt mach ich nichts mehr"],
    // German's "sind" before an English "done".
    ["die folien sind done", "die folien sind erledigt"],
    // Ruhr German: "wat" (was), "dat" (das), "ma" (mal), "auffer" (auf der); "ne" first before "doch" is "nein".
    ["wat steht auffer einkaufsliste", "was steht auf der einkaufsliste"],
    ["schieb ma dat meeting auf freitag", "schieb mal das meeting auf freitag"],
    ["dat hab ich schon", "das hab ich schon"],
    ["ne doch nich", "nein doch nicht"],
  ])("reads %j as %j", (typed, read) => {
    expect(inGermanSpelling(typed)).toBe(read);
  });

  it.each([
    // English words that are spoken German elsewhere stay English.
    "make haste",
    "nu metal playlist",
    "the laundry is done",
    "it is generated weekly",
    "call Ni about the visa",
    "Morjen",
    "my work is finished",
    "call ma tomorrow",
    "visit wat pho",
  ])("keeps %j as typed", (typed) => {
    expect(inGermanSpelling(typed)).toBe(typed);
  });

  it("keeps a title's own spelling but not its date words", () => {
    const typed = "mor'n fahrrad fertsch machen";
    expect(inTypedSpelling("morgen fahrrad fertig machen", typed)).toBe("morgen fahrrad fertsch machen");
  });
});

describe("texting spellings", () => {
  it.each([
    ["add a reminder 2 hrs b4 return library books", "add a reminder 2 hrs before return library books"],
    ["sign the form B4 friday", "sign the form before friday"],
  ])("reads %j as %j", (typed, read) => {
    expect(inGermanSpelling(typed)).toBe(read);
  });

  it.each(["buy b45 bolts", "seat 4b4", "call ab4 office"])("keeps %j as typed", (typed) => {
    expect(inGermanSpelling(typed)).toBe(typed);
  });

  it("keeps “b4” in a title as typed", () => {
    expect(inTypedSpelling("pick up scrubs before 1500", "pick up scrubs b4 1500")).toBe("pick up scrubs b4 1500");
  });
});
