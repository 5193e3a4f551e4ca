import { PUSH_SUBSCRIBE_TIMEOUT_MS } from "../../../../shared/limits";
import { ApiError } from "../../../lib/api-client";
import { deleteSubscription } from "../api/push-api";

/**
 * This browser's side of Web Push: the service worker (`/sw.js`, scope `/`), the notification permission and the
 * push subscription. Reminders reach a device two ways: as system notifications from an open tab (permission is
 * enough), and by Web Push from the server while no tab is open (needs a subscription, made here).
 */

const SERVICE_WORKER_URL = "/sw.js";

/** What this browser can do: nothing, notifications from an open tab only, or Web Push as well. */
export type PushSupport = "none" | "tab" | "push";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined" || !("Notification" in window)) return "none";
  return "serviceWorker" in navigator && "PushManager" in window ? "push" : "tab";
}

/**
 * Installs (or updates) the service worker. Quietly does nothing where there is none or it cannot be registered
 * (a private window may refuse it): reminders still come to an open tab.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (pushSupport() !== "push") return Promise.resolve(undefined);
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).catch(() => undefined);
}

/** This device's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== "push") return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Why turning push on did not work, for the settings to explain. */
export type PushFailure = "denied" | "dismissed" | "unsupported" | "push-service";

export class PushSetupError extends Error {
  constructor(
    readonly failure: PushFailure,
    message: string,
  ) {
    super(message);
    this.name = "PushSetupError";
  }
}

/** Asks for permission to show notifications, unless the user has already answered. */
export async function askPermission(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new PushSetupError("denied", "Notifications are blocked for this site.");
  if (permission !== "granted") throw new PushSetupError("dismissed", "The browser's question was dismissed.");
}

/** Subscribes this device with the push service the browser uses, for the server whose key this is. */
export async function subscribe(publicKey: string): Promise<PushSubscription> {
  const registration = await registerServiceWorker();
  if (!registration) throw new PushSetupError("unsupported", "The service worker could not be installed.");
  const { pushManager } = await navigator.serviceWorker.ready;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer from the push service in ${PUSH_SUBSCRIBE_TIMEOUT_MS / 1000} seconds.`)),
      PUSH_SUBSCRIBE_TIMEOUT_MS,
    );
  });
  const subscribing = pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: bytesOfBase64Url(publicKey),
  });
  try {
    return await Promise.race([subscribing, gaveUp]);
  } catch (error) {
    // A subscription that comes after all would be one the server never hears of: the switch would say on in vain.
    subscribing.then((late) => late.unsubscribe()).catch(() => undefined);
    // An AbortError, or no answer: the browser could not reach its push service (offline, a private window, a
    // browser without one).
    throw new PushSetupError("push-service", error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tells the server to push no more to this device, then drops the subscription. `force` drops it even when the
 * server could not be told (at log-out): the push service then refuses whatever the server still sends to it.
 */
export async function unsubscribeDevice({ force = false }: { force?: boolean } = {}): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await deleteSubscription(subscription.endpoint);
  } catch (error) {
    // 404: the server had already forgotten it (or it was another account's on this browser): off all the same.
    if (!force && !(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}

function bytesOfBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
