import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { mailText } from "./mail-text";

/** Where the server writes e-mails when no SMTP_URL is set (documented: `DATA_DIR/outbox/`). */
const outboxOf = (dataDir: string) => path.join(dataDir, "outbox");
const WAIT_MS = 15_000;

async function mailFiles(dataDir: string): Promise<string[]> {
  const names = await readdir(outboxOf(dataDir)).catch(() => []);
  // File names start with the time they were written, so they sort oldest first.
  return names.filter((name) => name.endsWith(".eml")).sort();
}

/** How many e-mails the outbox holds; lets a test prove that nothing was sent. */
export async function countMails(dataDir: string): Promise<number> {
  return (await mailFiles(dataDir)).length;
}

/** The text of the newest e-mail to `email`, if any. */
export async function newestMailTo(dataDir: string, email: string): Promise<string | undefined> {
  const addressee = new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im");
  for (const name of (await mailFiles(dataDir)).reverse()) {
    const mail = mailText(await readFile(path.join(outboxOf(dataDir), name), "utf8"));
    if (addressee.test(mail)) return mail;
  }
  return undefined;
}

/**
 * The link to our page at `pagePath` in the newest e-mail to `email`. The server may send mail without holding
 * up its answer, so this waits for the file to appear.
 */
async function waitForLink(dataDir: string, email: string, pagePath: string, what: string): Promise<string> {
  const linkPattern = new RegExp(`https?://\\S+${pagePath}\\?token=\\S+`);
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const link = (await newestMailTo(dataDir, email))?.match(linkPattern)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const count = await countMails(dataDir);
  throw new Error(`No ${what} e-mail to ${email} in ${outboxOf(dataDir)} within ${WAIT_MS} ms (${count} mails)`);
}

/** The password-reset link of the newest e-mail to `email`. */
export const waitForResetLink = (dataDir: string, email: string): Promise<string> =>
  waitForLink(dataDir, email, "/password-reset", "password-reset");

/** The e-mail-verification link of the newest e-mail to `email`. */
export const waitForVerificationLink = (dataDir: string, email: string): Promise<string> =>
  waitForLink(dataDir, email, "/verify-email", "verification");
