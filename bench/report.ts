// One place where every benchmark leaves its figures, so `npm run bench` can end with one report:
// each script records a section (a markdown table and the same figures as data); `bench/write-results.ts`
// joins them, in the order of bench/all.ts's list, into bench/results/latest.md and latest.json.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** The CI-sized run (`BENCH_QUICK=1`): fewer rounds, same code paths, so the benchmarks cannot rot. */
export const QUICK = process.env.BENCH_QUICK === "1";

const RESULTS_DIR = path.join(import.meta.dirname, "results");
const SECTIONS_DIR = path.join(RESULTS_DIR, QUICK ? ".sections-quick" : ".sections");

export interface Section {
  id: string;
  title: string;
  /** Markdown shown under the title: usually one table and a line on what was measured. */
  markdown: string;
  data: unknown;
}

/** Records (or replaces) one section of this run's report. */
export async function recordSection(section: Section): Promise<void> {
  await mkdir(SECTIONS_DIR, { recursive: true });
  await writeFile(path.join(SECTIONS_DIR, `${section.id}.json`), `${JSON.stringify(section, null, 2)}\n`);
  console.log(`\n## ${section.title}\n\n${section.markdown}\n`);
}

/** A markdown table of rows that share their keys (the first row's keys are the columns). */
export function markdownTable(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return "(no rows)";
  const columns = Object.keys(rows[0] as object);
  const cell = (value: unknown) => String(value ?? "").replaceAll("|", "\\|");
  return [
    `| ${columns.join(" | ")} |`,
    `| ${columns.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row[column])).join(" | ")} |`),
  ].join("\n");
}

/** Forgets the sections recorded by earlier runs, so a report holds only this run's figures. */
export async function clearSections(): Promise<void> {
  await rm(SECTIONS_DIR, { recursive: true, force: true });
}

/** The sections recorded so far, in the report's order (unknown ids last, by name). */
export async function recordedSections(order: readonly string[]): Promise<Section[]> {
  const files = await readdir(SECTIONS_DIR).catch(() => [] as string[]);
  const sections = await Promise.all(
    files
      .filter((file) => file.endsWith(".json"))
      .map(async (file) => JSON.parse(await readFile(path.join(SECTIONS_DIR, file), "utf8")) as Section),
  );
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return sections.sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}

export { RESULTS_DIR };
