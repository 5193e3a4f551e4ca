// Lighthouse's four scores and its paint and blocking figures for every page, signed out and signed in (and
// the admin area as an admin), with the desktop preset and the default mobile one (slow 4G, 4× CPU, simulated
// throttling), in the system Chromium against the built server (`npm run build` first). A signed-in page gets
// the session cookie as an extra request header, so Lighthouse's own storage reset cannot sign it out.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { removeDataDir, startServerProcess } from "../e2e/support/server-process";
import { newCredentials, promoteToAdmin } from "../e2e/support/users";
import { markdownTable, QUICK, recordSection } from "./report";

type Area = "signed out" | "signed in" | "admin";
type Preset = "desktop" | "mobile";

interface PageToAudit {
  path: string;
  area: Area;
}

const PAGES: PageToAudit[] = [
  { path: "/", area: "signed out" },
  { path: "/sign-in", area: "signed out" },
  { path: "/sign-up", area: "signed out" },
  { path: "/password-reset", area: "signed out" },
  { path: "/assistant", area: "signed in" },
  { path: "/tasks", area: "signed in" },
  { path: "/calendar", area: "signed in" },
  // A list's page; its id is the user's one list's (see addTasks).
  { path: "/lists/:list", area: "signed in" },
  { path: "/add-task", area: "signed in" },
  { path: "/settings", area: "signed in" },
  { path: "/admin", area: "admin" },
];
/** The CI-sized run: one page of each area a stranger and a user see, on the harder preset. */
const QUICK_PAGES = new Set(["/sign-in", "/tasks"]);
const PRESETS: Preset[] = QUICK ? ["mobile"] : ["desktop", "mobile"];
/** While fixing one page: `BENCH_LIGHTHOUSE_PAGES=/tasks,/admin` audits those alone. */
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",");
/** Enough for a list that scrolls, as a user of a few weeks has. */
const TASKS = 30;
const TARGET = 0.95;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** `BENCH_LIGHTHOUSE_SCHEME=dark` audits the pages in the dark theme (the browser prefers dark), reported apart. */
const DARK = process.env.BENCH_LIGHTHOUSE_SCHEME === "dark";
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS, ...(DARK ? ["--force-dark-mode"] : [])];

/** Signs a new account up through the API and returns its session cookie (name=value pairs). */
async function signUp(baseURL: string, label: string): Promise<{ email: string; cookie: string }> {
  const credentials = newCredentials(label);
  const response = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify({ name: label, ...credentials }),
  });
  if (response.status !== 200) throw new Error(`Sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return { email: credentials.email, cookie };
}

/** The user's tasks, every third in their list "Work", whose id it returns. */
async function addTasks(baseURL: string, cookie: string): Promise<string> {
  const day = 86_400_000;
  const headers = { "content-type": "application/json", origin: baseURL, cookie };
  const listResponse = await fetch(`${baseURL}/api/lists`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Work" }),
  });
  if (listResponse.status !== 201) throw new Error(`Adding a list answered ${listResponse.status}`);
  const listId: string = (await listResponse.json()).list.id;
  for (let index = 0; index < TASKS; index++) {
    const response = await fetch(`${baseURL}/api/tasks`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        listId: index % 3 === 0 ? listId : null,
        title: `Task ${index + 1}: ${["Call the plumber", "Buy oat milk", "Write the report", "Book a dentist"][index % 4]}`,
        description: index % 3 === 0 ? "Some notes about it, long enough to wrap on a phone's narrow screen." : "",
        dueAt: index % 2 === 0 ? new Date(Date.now() + (index - 10) * day).toISOString() : null,
        priority: (["none", "low", "medium", "high"] as const)[index % 4],
        tags: index % 5 === 0 ? ["home", "errands"] : [],
      }),
    });
    if (response.status !== 201) throw new Error(`Adding a task answered ${response.status}: ${await response.text()}`);
  }
  return listId;
}

interface Audited {
  page: string;
  area: Area;
  preset: Preset;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** The scored audits below 1 in each category (for performance, its metrics), to know what to fix. */
  findings: Record<string, string[]>;
  /** Performance's unscored diagnostics that failed (render-blocking, unused JavaScript, long tasks…). */
  diagnostics: string[];
  benchmarkIndex: number | undefined;
  lighthouseVersion: string;
}

function failedAudits(result: Result, category: string, scored: boolean): string[] {
  return (result.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 === scored)
    .map((ref) => result.audits[ref.id])
    .filter((audited) => audited !== undefined && audited.score !== null && audited.score < 1)
    .map((audited) => `${audited?.id} (${audited?.score})`);
}

/** Lighthouse's own advice for a trace it could not read (NO_NAVSTART, NO_FCP now and then on a busy machine). */
const ATTEMPTS = 3;

/** One Lighthouse run, each attempt in a Chromium of its own so no state carries over between pages. */
async function audit(url: string, preset: Preset, cookie: string | undefined): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const lhr = await auditIn(chrome.port, url, preset, cookie);
      if (!lhr.runtimeError) return lhr;
      if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      console.warn(`Lighthouse failed on ${url} (${lhr.runtimeError.code}); running it again.`);
    } finally {
      chrome.kill();
    }
  }
}

async function auditIn(port: number, url: string, preset: Preset, cookie: string | undefined) {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const runner = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  return runner.lhr;
}

const server = await startServerProcess();
const results: Audited[] = [];
try {
  const user = await signUp(server.baseURL, "lighthouse");
  const listId = await addTasks(server.baseURL, user.cookie);
  const admin = await signUp(server.baseURL, "lighthouse-admin");
  promoteToAdmin(server, admin.email);
  const cookies: Record<Area, string | undefined> = {
    "signed out": undefined,
    "signed in": user.cookie,
    admin: admin.cookie,
  };

  const pages = PAGES.filter((page) =>
    ONLY_PAGES ? ONLY_PAGES.includes(page.path) : !QUICK || QUICK_PAGES.has(page.path),
  );
  for (const preset of PRESETS) {
    for (const page of pages) {
      const path = page.path.replace(":list", listId);
      const lhr = await audit(`${server.baseURL}${path}`, preset, cookies[page.area]);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? 0]),
      ) as Audited["scores"];
      if (lhr.finalDisplayedUrl !== `${server.baseURL}${path}`) {
        throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}: was the session refused?`);
      }
      results.push({
        page: page.path,
        area: page.area,
        preset,
        scores,
        lcpMs: numeric("largest-contentful-paint"),
        fcpMs: numeric("first-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
        findings: Object.fromEntries(CATEGORIES.map((category) => [category, failedAudits(lhr, category, true)])),
        diagnostics: failedAudits(lhr, "performance", false),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        lighthouseVersion: lhr.lighthouseVersion,
      });
      console.log(`${preset} ${page.path}: ${CATEGORIES.map((category) => scores[category]).join(" / ")}`);
    }
  }
} finally {
  await server.stop();
  await removeDataDir(server.dataDir);
}

const below = results.filter((result) => CATEGORIES.some((category) => result.scores[category] < TARGET));
const rows = results.map((result) => ({
  page: result.page,
  as: result.area,
  preset: result.preset,
  performance: result.scores.performance.toFixed(2),
  accessibility: result.scores.accessibility.toFixed(2),
  "best practices": result.scores["best-practices"].toFixed(2),
  SEO: result.scores.seo.toFixed(2),
  "LCP (ms)": Math.round(result.lcpMs),
  "FCP (ms)": Math.round(result.fcpMs),
  "TBT (ms)": Math.round(result.tbtMs),
  CLS: result.cls.toFixed(3),
  "CPU index": Math.round(result.benchmarkIndex ?? Number.NaN),
}));
const belowLines = below.map(
  (result) =>
    `- ${result.preset} ${result.page}: ${CATEGORIES.filter((category) => result.scores[category] < TARGET)
      .map((category) => `${category} ${result.scores[category].toFixed(2)} (${result.findings[category]?.join(", ")})`)
      .join("; ")}`,
);
const benchmarkIndexes = results.map((result) => result.benchmarkIndex ?? Number.NaN);
await recordSection({
  id: DARK ? "lighthouse-dark" : "lighthouse",
  title: DARK ? "Lighthouse, dark theme" : "Lighthouse",
  markdown: [
    markdownTable(rows),
    "",
    `Lighthouse ${results[0]?.lighthouseVersion} in the system Chromium, one run per page and preset; mobile is Lighthouse's default preset ` +
      `(simulated slow 4G, 4× CPU slowdown), desktop its desktop preset. Signed-in pages are a user's with ${TASKS} tasks, a third of them in a list; ` +
      `/admin is an admin's. Target: ≥ ${TARGET} in each category. CPU index is Lighthouse's benchmark index of ` +
      `this machine during the run (${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}; ` +
      "higher is faster): simulated throttling multiplies the CPU time it observes by 4, so a machine busy with " +
      "other work scores lower on performance (TBT above all) than the same pages on a quiet one.",
    "",
    below.length === 0 ? `Every page meets ${TARGET} in every category.` : `Below ${TARGET}:\n${belowLines.join("\n")}`,
  ].join("\n"),
  data: { target: TARGET, results },
});
