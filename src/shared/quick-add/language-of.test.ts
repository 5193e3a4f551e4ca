import { describe, expect, it } from "vitest";
import { GERMAN_PARTICIPLE, languageOf } from "./language-of";

describe("languageOf", () => {
  it.each([
    "Zahnarzt morgen um 15 Uhr",
    "Müll rausbringen jeden Dienstag",
    "Pflanzen gießen alle zwei Wochen",
    "erinnere mich an den Termin",
    "Bericht abgeben bis Freitag",
    "Steuererklärung",
    "verschiebe den Zahnarzt auf nächsten Montag",
    // Said to the assistant in German about a task named in English; an infinitive last; a participle; a switch.
    "erledige call bank",
    "Katzenfutter bestellen p1",
    "Winterreifen montieren #auto",
    "Fahrrad repariert",
    "Dunkelmodus an",
    "moin",
    "stell die app auf dunkel",
    "kaffee und tee sind erledigt",
    // The imperative without its "e", and "kann weg", about a task named in English.
    "benenn read dune in dune lesen um",
    "entfern the old boxes",
    "learn spanish kann weg",
    // A priority said in German about a task named in English.
    "quarterly report prio rauf auf hoch",
    // A day and month written with dots, as German writes a date.
    "Reifen wechseln am 14.3.",
    "Wasserfilter bis 10.12.",
    // What is on for a day, the rest words both languages have.
    "Was steht am 3.12. an?",
    // Spoken German's "is" for "ist" says nothing; "wat", "Sie", "moinsen" say German.
    "wat is heute dran",
    "der zahnarzt is erledigt",
    "Verschieben Sie den Termin",
    "moinsen",
    // How soon and how done, said in German after a task's words.
    "rechnung an kunde meyer schicken, dringend",
    "fahrrad reparieren fertig",
    // A request's last word, after a task named in English; a sentence's full stop; a shopping list's thing alone.
    "water the plants erledigt",
    "Hoftor reparieren lassen.",
    "brot",
  ])("reads %j as German", (text) => {
    expect(languageOf(text)).toBe("de");
  });

  it.each([
    "call mom tomorrow at 5pm",
    "move the dentist to jan 14",
    "gym mon wed fri 7am",
    "pay rent on the 1st of every month",
    // Words both languages have, or names, say nothing; one English word outweighs none.
    "die hard am 3",
    "call Jürgen tomorrow about the report",
    // An English command beside a German word ("Tag"); English tasks with a word ending as an infinitive does.
    "tag it work",
    "label them errands",
    "clean kitchen",
    "defrost chicken p1",
    "Zahnarzt",
    "the garage is a mess",
    "p1",
    "",
    // German's small words English never writes stay out of English text.
    "send the invoice asap, urgent",
    "fix the bike later today",
  ])("reads %j as English", (text) => {
    expect(languageOf(text)).toBe("en");
  });
});

describe("German past participles of a task done", () => {
  it.each(["beglichen", "überwiesen", "unterschrieben", "erneuert", "verlängert", "angerufen", "bezahlt"])(
    "reads %j as one",
    (word) => {
      expect(GERMAN_PARTICIPLE.test(word)).toBe(true);
    },
  );
});
