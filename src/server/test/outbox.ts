import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { mailText } from "../../test/mail-text";
import { OUTBOX_DIR_NAME } from "../mail/mailer";

/** The text of every `.eml` in the outbox, oldest first, decoded. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, OUTBOX_DIR_NAME);
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith(".eml")).sort();
  return Promise.all(files.map(async (file) => mailText(await readFile(path.join(dir, file), "utf8"))));
}

/** Waits for the password-reset mail to `email` (it is sent without blocking the answer) and returns its token. */
export async function waitForResetToken(dataDir: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const mail = (await readOutbox(dataDir)).reverse().find((message) => message.includes(`To: ${email}`));
    const token = mail?.match(/\/password-reset\?token=([\w.%-]+)/)?.[1];
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const outbox = await readOutbox(dataDir);
  throw new Error(
    `No password-reset e-mail to ${email} in the outbox (${outbox.length} messages):\n${outbox.at(-1) ?? ""}`,
  );
}
