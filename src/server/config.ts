import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PRIVATE_FILE_MODE, preparePrivateDataDir, SECRET_FILE_NAME } from "./data-dir";
import type { Env } from "./env";
import type { AssistantModelConfig } from "./features/assistant/assistant-model";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  baseUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  /** SIGNUPS=closed: nobody can sign up, whatever the admin setting says. */
  signupsClosed: boolean;
  /** The assistant's language model, when the operator configured one. */
  assistantModel: AssistantModelConfig | undefined;
}

/** Turns the parsed environment into what the server runs with, creating (or securing) `DATA_DIR` on the way. */
export function resolveConfig(env: Env): Config {
  const dataDir = path.resolve(env.DATA_DIR);
  preparePrivateDataDir(dataDir);
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    baseUrl: (env.BASE_URL ?? `http://${shownHost}:${env.PORT}`).replace(/\/+$/, ""),
    authSecret: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    trustProxy: env.TRUST_PROXY,
    signupsClosed: env.SIGNUPS === "closed",
    assistantModel:
      env.ASSISTANT_LLM_URL && env.ASSISTANT_LLM_MODEL
        ? {
            url: env.ASSISTANT_LLM_URL,
            model: env.ASSISTANT_LLM_MODEL,
            key: env.ASSISTANT_LLM_KEY,
            timeoutMs: env.ASSISTANT_LLM_TIMEOUT_MS,
          }
        : undefined,
  };
}

/** A generated secret must outlive restarts, or every session would end with each one. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE_NAME);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE, flag: "wx" });
    return secret;
  }
}
