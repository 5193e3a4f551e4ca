import webpush from "web-push";
import type { VapidDetails } from "../../config";
import type { StoredSubscription } from "./push.repository";

/** How long a push service may be waited for; past it the message counts as failed (never sent again). */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a device that is offline: a reminder later than that is stale. */
export const PUSH_TTL_SECONDS = 60 * 60;

/** Sends one message to one subscription; answers the push service's status (201 when it took the message). */
export type SendPush = (subscription: StoredSubscription, payload: string) => Promise<number>;

/**
 * Encrypts the payload for the device (aes128gcm) and signs the request (VAPID) with web-push, then sends it
 * with fetch: the push service's answer is read, not thrown, and a redirect is not followed (the endpoint was
 * checked against PUSH_SERVICES; where it redirects to was not). web-push's own sender only speaks https,
 * which would leave the stand-in push service of the tests unreachable.
 */
export function createPushSender(vapid: VapidDetails): SendPush {
  return async ({ endpoint, p256dh, auth }, payload) => {
    const request = webpush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, payload, {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency: "high",
    });
    // fetch counts the body's length itself.
    const headers = Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== "content-length");
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: headers.map(([name, value]) => [name, String(value)]),
      body: request.body && new Uint8Array(request.body),
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  };
}
