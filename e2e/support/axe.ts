import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";

const AXE_SCRIPT = fileURLToPath(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url));

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

declare global {
  interface Window {
    axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> };
  }
}

/**
 * Serious and critical axe-core violations of the page as it settles, one readable line each.
 * Finite transitions (a theme switch fades colours) are awaited first, so contrast is judged on
 * the colours the user ends up seeing, not on a frame half-way between two themes.
 * The page must be opened with `bypassCSP`, because the injected script is inline.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: AXE_SCRIPT });
  const { violations } = await page.evaluate(() => window.axe.run(document));
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ""}`)
          .join("; ")}`,
    );
}
