import { queryOptions } from "@tanstack/react-query";
import { currentSubscription, pushSupport } from "../lib/push-device";
import { getPushKey } from "./push-api";

export const pushKeys = {
  serverKey: ["push", "key"] as const,
  device: ["push", "device"] as const,
};

/** The server's public key for Web Push (null: it sends none). It changes only with the server's configuration. */
export const pushKeyQuery = queryOptions({ queryKey: pushKeys.serverKey, queryFn: getPushKey, staleTime: Infinity });

/** What this device allows and whether it is subscribed: the browser's state, read afresh when the page is shown again. */
export interface PushDevice {
  permission: NotificationPermission | "unsupported";
  subscribed: boolean;
}

export const pushDeviceQuery = queryOptions({
  queryKey: pushKeys.device,
  queryFn: async (): Promise<PushDevice> => ({
    permission: pushSupport() === "none" ? "unsupported" : Notification.permission,
    subscribed: Boolean(await currentSubscription()),
  }),
});
