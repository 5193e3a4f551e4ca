import { z } from "zod";
import { PUSH_ENDPOINT_MAX_LENGTH } from "../limits";
import type { ReminderMessage } from "./task";
import type { TimeFormat } from "./user";

export const PUSH_MESSAGES = {
  endpointInvalid: `The push endpoint is a web address of at most ${PUSH_ENDPOINT_MAX_LENGTH} characters.`,
  /** The endpoint is not https on one of the push services this server sends to (PUSH_SERVICES). */
  serviceRefused: "This server does not send to that push service.",
  keysInvalid: "The subscription's keys are a P-256 public key (p256dh) and a 16-byte secret (auth), in base64url.",
} as const;

/** Unpadded base64url of exactly `bytes` bytes. */
const base64UrlOf = (bytes: number) =>
  z
    .string({ error: PUSH_MESSAGES.keysInvalid })
    .length(Math.ceil((bytes * 4) / 3), PUSH_MESSAGES.keysInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, PUSH_MESSAGES.keysInvalid);

/** A URL where this device's push service takes messages for it, as `PushSubscription.toJSON()` gives it. */
export const pushEndpoint = z
  .string({ error: PUSH_MESSAGES.endpointInvalid })
  .max(PUSH_ENDPOINT_MAX_LENGTH, PUSH_MESSAGES.endpointInvalid)
  // Printable ASCII, as push services' URLs are: the URL parser would quietly drop a tab or line break, and
  // percent-encode other control characters, so the URL checked would not be the text stored.
  .regex(/^[\x21-\x7e]+$/, PUSH_MESSAGES.endpointInvalid)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), PUSH_MESSAGES.endpointInvalid);

/** The body of `POST /api/push/subscriptions`: `PushSubscription.toJSON()`. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64UrlOf(65), auth: base64UrlOf(16) }, { error: PUSH_MESSAGES.keysInvalid }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** The body of `DELETE /api/push/subscriptions`. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: pushEndpoint });

/** `GET /api/push/key`: the server's public VAPID key, or null when this server sends no Web Push. */
export interface PushKey {
  publicKey: string | null;
}

/**
 * What a reminder's push message carries (JSON, encrypted for the device): the `reminder.due` event's fields
 * and the user's time zone, so the service worker can say when the task is due as the tab would.
 */
export interface ReminderPushPayload extends ReminderMessage {
  type: "reminder.due";
  timeZone: string | null;
  /** The user's clock, so the notification writes the due time as the app does. */
  timeFormat: TimeFormat;
}
