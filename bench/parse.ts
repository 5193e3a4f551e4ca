// How long the quick-add parser takes per phrase, in-process (as the server and the browser run it): p50 and
// p99 over a few thousand varied phrases (target: p99 under 1 ms), after a warm-up that builds each locale's
// date reader and lets the JIT compile. The first parse in a locale, which builds its reader, is shown apart.
// The tail is mostly garbage collection, and grows on a machine busy with other work.
import { parseQuickAdd } from "../src/shared/quick-add/parse-quick-add";
import { markdownTable, QUICK, recordSection } from "./report";
import { pct } from "./support";

/** QUICK parses every fourth phrase: the same shapes, fewer samples. */
const PHRASE_STEP = QUICK ? 4 : 1;

const TITLES = [
  "buy oat milk",
  "call mom about the car",
  "Read Robinson Crusoe's chapter",
  "room 101 key",
  "fix #42 bug",
];
const WHEN = [
  "",
  "tomorrow",
  "tmrw at 5pm",
  "next friday",
  "this weekend",
  "in 3 days",
  "in 2 weeks",
  "end of month",
  "on the 1st",
  "dec 3 at 17:30",
  "3 december",
  "2026-04-02",
  "at noon",
  "at 9",
  "3/12",
  "call may",
];
const EXTRAS = ["", "#errands", "p1", "#home !2 remind me 1h before", "#work #urgent p3 remind me at 9am"];
const CONTEXTS = [
  { timeZone: "Europe/Berlin", locale: "en-US" },
  { timeZone: "America/New_York", locale: "en-GB" },
  { timeZone: "Asia/Tokyo", locale: "de-DE" },
];

const allPhrases: string[] = [];
for (const title of TITLES) {
  for (const when of WHEN) {
    for (const extra of EXTRAS) {
      allPhrases.push([title, when, extra].filter(Boolean).join(" "), [when, title, extra].filter(Boolean).join(" "));
    }
  }
}
const phrases = allPhrases.filter((_phrase, index) => index % PHRASE_STEP === 0);

const now = new Date("2026-03-25T10:00:00Z");
const firstParse = CONTEXTS.map((context) => {
  const started = performance.now();
  parseQuickAdd("buy milk tomorrow at 5pm", { now, ...context });
  return performance.now() - started;
});
// Warm-up: every phrase once in every locale, so the JIT has compiled what the server runs all day.
for (const phrase of phrases) for (const context of CONTEXTS) parseQuickAdd(phrase, { now, ...context });

const samples: number[] = [];
for (const context of CONTEXTS) {
  for (const phrase of phrases) {
    const started = performance.now();
    parseQuickAdd(phrase, { now, ...context });
    samples.push(performance.now() - started);
  }
}
const rows = [
  {
    parses: samples.length,
    "p50 (ms)": pct(samples, 50),
    "p99 (ms)": pct(samples, 99),
    "max (ms)": pct(samples, 100),
    "first parse in a locale (ms)": Math.max(...firstParse).toFixed(2),
  },
];
await recordSection({
  id: "parse",
  title: "Quick-add parser",
  markdown: [
    `In-process, ${phrases.length} phrases in ${CONTEXTS.length} locales after a warm-up; the first parse in a locale`,
    "(which builds its date reader) apart. Target: p99 under 1 ms.",
    "",
    markdownTable(rows),
  ].join("\n"),
  data: rows,
});
