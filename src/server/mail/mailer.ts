import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Clock } from "../clock";
import { OUTBOX_DIR_NAME, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../data-dir";
import type { Logger } from "../logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
  /** Names outbox files by the time they were written. */
  clock: Clock;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise each message becomes an `.eml` file in `DATA_DIR/outbox/`. The log
 * says where the outbox is and when a message lands there, never what it says: reset links are secrets.
 */
export function createMailer({ smtpUrl, from, dataDir, logger, clock }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send({ to, subject, text }) {
        await transport.sendMail({ from, to, subject, text });
      },
    };
  }
  const outbox = path.join(dataDir, OUTBOX_DIR_NAME);
  logger.warn({ outbox }, `No SMTP_URL: e-mails are not sent but written to ${outbox}`);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ to, subject, text }) {
      const info = await transport.sendMail({ from, to, subject, text });
      await mkdir(outbox, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(outbox, `${clock.now().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      logger.info({ file }, "E-mail written to the outbox");
    },
  };
}
