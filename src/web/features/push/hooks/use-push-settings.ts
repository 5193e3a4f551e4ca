import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { saveSubscription } from "../api/push-api";
import { pushDeviceQuery, pushKeyQuery } from "../api/push-queries";
import { askPermission, pushSupport, subscribe, unsubscribeDevice } from "../lib/push-device";

/**
 * The per-device notifications switch: the server's key, this device's permission and subscription, and turning
 * it on (ask permission; with a key, subscribe and tell the server) or off (tell the server, then unsubscribe).
 */
export function usePushSettings() {
  const queryClient = useQueryClient();
  const support = pushSupport();
  const serverKey = useQuery({ ...pushKeyQuery, enabled: support === "push" });
  const device = useQuery(pushDeviceQuery);
  const refreshDevice = () => queryClient.invalidateQueries({ queryKey: pushDeviceQuery.queryKey });

  const turnOn = useMutation({
    mutationFn: async (publicKey: string | null) => {
      await askPermission();
      if (publicKey === null) return;
      const subscription = await subscribe(publicKey);
      try {
        await saveSubscription(subscription);
      } catch (error) {
        // A subscription the server does not know would be a switch that says on while nothing comes.
        await subscription.unsubscribe();
        throw error;
      }
    },
    onSettled: refreshDevice,
  });

  const turnOff = useMutation({ mutationFn: () => unsubscribeDevice(), onSettled: refreshDevice });

  return { support, serverKey, device, turnOn, turnOff };
}
