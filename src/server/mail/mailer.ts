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
  /** The link the message is about; logged when mail goes to the outbox, so an operator without SMTP can act on it. */
  link?: string;
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

/** SMTP when `SMTP_URL` is set; otherwise each message becomes an `.eml` file in `DATA_DIR/outbox/`. */
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
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ to, subject, text, link }) {
      const info = await transport.sendMail({ from, to, subject, text });
      await mkdir(outbox, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(outbox, `${clock.now().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      logger.info({ file, link }, `E-mail to ${to} written to the outbox`);
    },
  };
}
