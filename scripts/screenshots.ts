// Screenshots of every page, light and dark, desktop and phone: `npx tsx scripts/screenshots.ts <baseUrl> <outDir>`.
// For looking at what we build; the browser tests keep their own screenshots of failures.
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";

const [baseUrl = "http://localhost:3000", outDir = "screenshots"] = process.argv.slice(2);
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
const PUBLIC = ["/", "/sign-in", "/sign-up", "/password-reset", "/nowhere"];
const PROTECTED = ["/assistant", "/tasks", "/add-task", "/settings"];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
for (const colorScheme of ["light", "dark"] as const) {
  for (const [device, width, height] of [["desktop", 1280, 800], ["phone", 390, 844]] as const) {
    const context = await browser.newContext({ colorScheme, viewport: { width, height }, reducedMotion: "reduce" });
    const page = await context.newPage();
    const shoot = async (path: string) => {
      await page.goto(baseUrl + path);
      await page.waitForLoadState("networkidle");
      const name = `${device}-${colorScheme}${path.replaceAll("/", "-") || "-welcome"}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    };
    for (const path of PUBLIC) await shoot(path);
    await page.goto(`${baseUrl}/sign-up`);
    await page.getByLabel("Email").fill(`shots-${Date.now()}-${width}-${colorScheme}@example.com`);
    await page.getByLabel("Password").fill("correct horse battery");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL("**/assistant");
    await page.request.post(`${baseUrl}/api/tasks`, {
      data: { title: "Water the plants", description: "The fern by the window needs the most." },
      headers: { origin: baseUrl },
    });
    for (const path of PROTECTED) await shoot(path);
    await context.close();
  }
}
await browser.close();
