import { z } from "zod";
import {
  ASSISTANT_MODEL_TIMEOUT_MS_DEFAULT,
  ASSISTANT_MODEL_TIMEOUT_MS_MAX,
} from "./features/assistant/assistant-model";
import { PUSH_SERVICES_DEFAULT, parsePushServices } from "./features/push/push-services";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export const ADMIN_EMAIL_REMOVED =
  "no longer supported, as anyone could sign up with that address first and become admin. " +
  "Remove it, sign up, then run `npm run admin -- promote <email>` (existing admins stay admins).";

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default("localhost"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
      .optional(),
    BASE_URL: z.url().optional(),
    AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
    SMTP_URL: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default("Taskmind <taskmind@localhost>"),
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    // Gone: whoever signed up first with that address became admin, with no proof of owning it (decision 007).
    ADMIN_EMAIL: z.never({ error: ADMIN_EMAIL_REMOVED }).optional(),
    SIGNUPS: z.enum(["open", "closed"], { error: "SIGNUPS must be open or closed" }).default("open"),
    TRUST_PROXY: z
      .enum(["0", "1"], { error: "TRUST_PROXY must be 0 or 1" })
      .default("0")
      .transform((value) => value === "1"),
    // An optional language model for the assistant (docs/configuration.md, "The assistant's language model"):
    // off unless set.
    ASSISTANT_LLM_URL: z.url({ protocol: /^https?$/, error: "ASSISTANT_LLM_URL must be an http(s) URL" }).optional(),
    ASSISTANT_LLM_MODEL: z.string().min(1).optional(),
    ASSISTANT_LLM_KEY: z.string().min(1).optional(),
    ASSISTANT_LLM_TIMEOUT_MS: z.coerce
      .number({ error: "ASSISTANT_LLM_TIMEOUT_MS must be a number of milliseconds" })
      .int()
      .min(100)
      .max(ASSISTANT_MODEL_TIMEOUT_MS_MAX)
      .default(ASSISTANT_MODEL_TIMEOUT_MS_DEFAULT),
    // Web Push (docs/configuration.md, "PUSH_SERVICES" and "VAPID keys"): the servers' key pair, whom push
    // services may ask about it, and where to.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters)")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)")
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .refine(
        (value) => URL.canParse(value) && ["mailto:", "https:"].includes(new URL(value).protocol),
        "VAPID_SUBJECT must be a mailto: or https: URL",
      )
      .optional(),
    PUSH_SERVICES: z
      .string()
      .default(PUSH_SERVICES_DEFAULT)
      .transform((value, context) => {
        const services = parsePushServices(value);
        if (!(services instanceof Error)) return services;
        context.addIssue({ code: "custom", message: `PUSH_SERVICES: ${services.message}` });
        return z.NEVER;
      }),
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    path: ["VAPID_PRIVATE_KEY"],
    message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither",
  })
  .refine((env) => (env.ASSISTANT_LLM_URL === undefined) === (env.ASSISTANT_LLM_MODEL === undefined), {
    path: ["ASSISTANT_LLM_MODEL"],
    message: "ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL are set together, or neither",
  });

export type Env = z.infer<typeof envSchema>;
export type LogLevel = Env["LOG_LEVEL"];

/** Parses the environment once at start; a bad value stops the server with a clear message. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(blankAsUnset);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}
