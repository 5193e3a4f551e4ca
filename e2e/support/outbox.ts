import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { mailText } from "../../src/test/mail-text";

const WAIT_MS = 10_000;

/**
 * The password-reset link from the newest `.eml` addressed to `email` in `<dataDir>/outbox/`.
 * The server sends mail without holding up its answer, so this waits for the file to appear.
 */
export async function readResetLink(dataDir: string, email: string): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const link = (await newestMailTo(dataDir, email))?.match(/https?:\/\/\S+\/password-reset\?token=\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No password-reset e-mail to ${email} in ${dataDir}/outbox within ${WAIT_MS} ms`);
}

/** How many e-mails the outbox holds; lets a test prove that nothing was sent. */
export async function countMails(dataDir: string): Promise<number> {
  return (await mailFiles(dataDir)).length;
}

async function newestMailTo(dataDir: string, email: string): Promise<string | undefined> {
  const files = await mailFiles(dataDir);
  const dated = await Promise.all(files.map(async (file) => ({ file, modified: (await stat(file)).mtimeMs })));
  dated.sort((a, b) => b.modified - a.modified || b.file.localeCompare(a.file));
  for (const { file } of dated) {
    const mail = mailText(await readFile(file, "utf8"));
    if (new RegExp(`^To: .*${escapeRegExp(email)}`, "im").test(mail)) return mail;
  }
  return undefined;
}

async function mailFiles(dataDir: string): Promise<string[]> {
  const outbox = path.join(dataDir, "outbox");
  const names = await readdir(outbox).catch(() => []);
  return names.filter((name) => name.endsWith(".eml")).map((name) => path.join(outbox, name));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
