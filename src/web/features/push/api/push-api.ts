import type { PushKey } from "../../../../shared/schemas/push";
import { api } from "../../../lib/api-client";

/** The server's public VAPID key, or null when it sends no Web Push. */
export async function getPushKey(): Promise<PushKey> {
  return api.get<PushKey>("/api/push/key");
}

/** Tells the server where to push this device's reminders. */
export async function saveSubscription(subscription: PushSubscription): Promise<void> {
  await api.post("/api/push/subscriptions", subscription.toJSON());
}

/** Tells the server to push no more to this endpoint. */
export async function deleteSubscription(endpoint: string): Promise<void> {
  await api.delete("/api/push/subscriptions", { endpoint });
}
