/**
 * The push services a subscription's endpoint may point at (PUSH_SERVICES): the server sends a reminder to
 * whatever URL a browser gave it, so without this list a user could have it call any address, an internal one
 * too (SSRF). Only what the operator allowed is ever called.
 */
export interface PushServices {
  /** An endpoint on https (default port) whose host is one of these or ends in "." and one of these. */
  hostSuffixes: string[];
  /** Entries written as a full origin (`http://127.0.0.1:8080`): exactly that origin, http allowed. */
  origins: string[];
}

/** The push services of Chrome and Edge (FCM), Firefox, Safari and the old Edge (WNS). */
export const PUSH_SERVICES_DEFAULT =
  "fcm.googleapis.com,updates.push.services.mozilla.com,push.apple.com,notify.windows.com";

/** `PUSH_SERVICES=off`: no Web Push at all. */
export const PUSH_SERVICES_OFF = "off";

const HOST_SUFFIX = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/** PUSH_SERVICES's value; null when it is "off"; an Error naming the entry that is neither a host nor an origin. */
export function parsePushServices(value: string): PushServices | null | Error {
  if (value.trim().toLowerCase() === PUSH_SERVICES_OFF) return null;
  const services: PushServices = { hostSuffixes: [], origins: [] };
  for (const entry of value.split(",").map((part) => part.trim().toLowerCase())) {
    if (entry === "") continue;
    if (entry.includes("://")) {
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, "")) {
        return new Error(`"${entry}" is neither a host name nor an origin such as http://127.0.0.1:8080`);
      }
      services.origins.push(url.origin);
    } else if (HOST_SUFFIX.test(entry)) {
      services.hostSuffixes.push(entry);
    } else {
      return new Error(`"${entry}" is neither a host name nor an origin such as http://127.0.0.1:8080`);
    }
  }
  if (services.hostSuffixes.length === 0 && services.origins.length === 0) {
    return new Error(`list at least one push service, or write "${PUSH_SERVICES_OFF}"`);
  }
  return services;
}

/** Whether the server may send to this endpoint: https on a listed host (no other port, no credentials), or a listed origin. */
export function allowsEndpoint({ hostSuffixes, origins }: PushServices, endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username !== "" || url.password !== "") return false;
  if (origins.includes(url.origin)) return true;
  if (url.protocol !== "https:" || url.port !== "") return false;
  return hostSuffixes.some((suffix) => url.hostname === suffix || url.hostname.endsWith(`.${suffix}`));
}
