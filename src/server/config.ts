import { randomBytes } from "node:crypto";
import path from "node:path";
import webpush from "web-push";
import { preparePrivateDataDir, readOrCreatePrivateFile, SECRET_FILE_NAME, VAPID_KEYS_FILE_NAME } from "./data-dir";
import type { Env } from "./env";
import type { AssistantModelConfig } from "./features/assistant/assistant-model";
import type { PushServices } from "./features/push/push-services";

/** What the server signs its push messages with (VAPID), and whom push services may contact about them. */
export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** Web Push, when PUSH_SERVICES is not "off". */
export interface WebPushConfig {
  vapid: VapidDetails;
  services: PushServices;
}

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
  /** Undefined: PUSH_SERVICES=off, no Web Push. */
  webPush: WebPushConfig | undefined;
}

/** Turns the parsed environment into what the server runs with, creating (or securing) `DATA_DIR` on the way. */
export function resolveConfig(env: Env): Config {
  const dataDir = path.resolve(env.DATA_DIR);
  preparePrivateDataDir(dataDir);
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  const baseUrl = (env.BASE_URL ?? `http://${shownHost}:${env.PORT}`).replace(/\/+$/, "");
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    baseUrl,
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
    webPush: resolveWebPush(env, dataDir, baseUrl),
  };
}

/**
 * Web Push as configured: the VAPID keys from the environment, else the pair generated into DATA_DIR the first
 * time (the same key after every restart, or every browser's subscription would stop working); the subject
 * VAPID_SUBJECT, else `mailto:` MAIL_FROM's address, else BASE_URL when it is https.
 */
export function resolveWebPush(
  env: Pick<Env, "PUSH_SERVICES" | "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "MAIL_FROM">,
  dataDir: string,
  baseUrl: string,
): WebPushConfig | undefined {
  if (env.PUSH_SERVICES === null) return undefined;
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : readVapidKeys(dataDir);
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(env.MAIL_FROM)?.[1] ?? /^\S+@\S+$/.exec(env.MAIL_FROM.trim())?.[0];
  const subject =
    env.VAPID_SUBJECT ?? (address ? `mailto:${address}` : baseUrl.startsWith("https:") ? baseUrl : undefined);
  if (!subject) {
    throw new Error("Invalid configuration:\n  VAPID_SUBJECT: set a mailto: or https: URL (MAIL_FROM has no address)");
  }
  return { vapid: { subject, ...keys }, services: env.PUSH_SERVICES };
}

function readVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const text = readOrCreatePrivateFile(dataDir, VAPID_KEYS_FILE_NAME, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const { publicKey, privateKey } = JSON.parse(text) as Record<string, unknown>;
  if (typeof publicKey !== "string" || typeof privateKey !== "string") {
    throw new Error(`${path.join(dataDir, VAPID_KEYS_FILE_NAME)} holds no VAPID key pair`);
  }
  return { publicKey, privateKey };
}

/** A generated secret must outlive restarts, or every session would end with each one. */
function readOrCreateSecret(dataDir: string): string {
  return readOrCreatePrivateFile(dataDir, SECRET_FILE_NAME, () => `${randomBytes(32).toString("base64url")}\n`).trim();
}
