import { useQueryClient } from "@tanstack/react-query";
import { WifiOff } from "lucide-react";
import { useEffect } from "react";
import { onServerBack, useServerReachable } from "../lib/connection";

/**
 * The one place that says the server cannot be reached, while it cannot; when it answers again, everything on
 * screen asks afresh, so each panel that failed meanwhile recovers without its Retry button.
 */
export function ConnectionStatus() {
  const reachable = useServerReachable();
  const queryClient = useQueryClient();
  useEffect(() => onServerBack(() => void queryClient.invalidateQueries()), [queryClient]);
  // Always in the page, so screen readers announce the words as they appear.
  return (
    <div className="connection-status" role="status">
      {!reachable && (
        <p className="toast">
          <WifiOff size={16} aria-hidden="true" />
          Offline — reconnecting…
        </p>
      )}
    </div>
  );
}
