import { useId } from "react";
import { QueryStatus } from "../../../components/query-status";
import { useToast } from "../../../components/toast";
import type { PushDevice } from "../api/push-queries";
import { usePushSettings } from "../hooks/use-push-settings";
import { PushSetupError } from "../lib/push-device";
import "./push-settings.css";

const TAB_STILL_WORKS = "System notifications still appear while a Taskmind tab is open.";

/**
 * Settings' "Notifications": one switch for this device. With Web Push (the server has a key, the browser a push
 * service) it subscribes the device, so reminders come while Taskmind is closed; without, it only asks the
 * browser's permission, and reminders show as system notifications while a tab is open.
 */
export function PushSettings() {
  const { support, serverKey, device, turnOn, turnOff } = usePushSettings();
  if (support === "none") {
    return <p className="notice">This browser can't show notifications: reminders appear only on Taskmind's pages.</p>;
  }
  return (
    <QueryStatus
      query={device}
      loading="Checking this device…"
      failure="We couldn't check this device's notifications."
    >
      {(state) =>
        support === "push" ? (
          <QueryStatus
            query={serverKey}
            loading="Checking this device…"
            failure="We couldn't ask the server about notifications."
          >
            {({ publicKey }) => (
              <PushSwitch
                state={state}
                publicKey={publicKey}
                noPushReason="This server doesn't send Web Push"
                turnOn={turnOn}
                turnOff={turnOff}
              />
            )}
          </QueryStatus>
        ) : (
          <PushSwitch
            state={state}
            publicKey={null}
            noPushReason="This browser can't receive Web Push"
            turnOn={turnOn}
            turnOff={turnOff}
          />
        )
      }
    </QueryStatus>
  );
}

type PushSettingsHook = ReturnType<typeof usePushSettings>;

interface PushSwitchProps {
  state: PushDevice;
  publicKey: string | null;
  /** Why reminders cannot come while Taskmind is closed, when `publicKey` is null. */
  noPushReason: string;
  turnOn: PushSettingsHook["turnOn"];
  turnOff: PushSettingsHook["turnOff"];
}

function PushSwitch({ state, publicKey, noPushReason, turnOn, turnOff }: PushSwitchProps) {
  const showToast = useToast();
  const hintId = useId();
  const webPush = publicKey !== null;
  const denied = state.permission === "denied";
  // Without Web Push the switch is the permission, which only the browser's own settings can take back.
  const on = webPush ? state.subscribed : state.permission === "granted";
  const pending = turnOn.isPending || turnOff.isPending;

  const change = (wanted: boolean) => {
    turnOn.reset();
    turnOff.reset();
    if (wanted) turnOn.mutate(publicKey, { onSuccess: () => showToast("Notifications are on for this device.") });
    else turnOff.mutate(undefined, { onSuccess: () => showToast("Notifications are off for this device.") });
  };

  return (
    <div className="switch-field push-settings">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          disabled={denied || (!webPush && on)}
          aria-disabled={pending}
          aria-describedby={hintId}
          onChange={(event) => pending || change(event.target.checked)}
        />
        Notifications on this device
      </label>
      <p id={hintId} className="field-hint">
        {hint(state, webPush, on, noPushReason)}
      </p>
      {turnOn.error && <PushError error={turnOn.error} doing="turn notifications on" />}
      {turnOff.error && <PushError error={turnOff.error} doing="turn notifications off" />}
    </div>
  );
}

function hint(state: PushDevice, webPush: boolean, on: boolean, noPushReason: string): string {
  if (state.permission === "denied") {
    return "Notifications are blocked for Taskmind in this browser. To allow them, open this site's settings (the icon beside the address), set Notifications to Allow, then reload this page.";
  }
  if (!webPush) {
    return on
      ? `${noPushReason}, so reminders show as system notifications only while a Taskmind tab is open. To stop them, block notifications for this site in your browser.`
      : `${noPushReason}: turn this on to see reminders as system notifications while a Taskmind tab is open.`;
  }
  if (on) return "Reminders come to this device even while Taskmind is closed, with Complete and Snooze buttons.";
  return state.permission === "granted"
    ? "Reminders show as system notifications while a Taskmind tab is open. Turn this on to get them while Taskmind is closed, too."
    : "Turn this on to get reminders on this device, even while Taskmind is closed. Your browser asks for permission first.";
}

function PushError({ error, doing }: { error: Error; doing: string }) {
  if (!(error instanceof PushSetupError)) {
    return (
      <p className="form-error" role="alert">
        We couldn't {doing}. {error.message}
      </p>
    );
  }
  switch (error.failure) {
    case "denied":
      return (
        <p className="form-error" role="alert">
          Your browser blocked notifications for this site.
        </p>
      );
    case "dismissed":
      return (
        <p className="form-error" role="alert">
          The browser's question was closed without an answer. Turn the switch on to be asked again.
        </p>
      );
    case "unsupported":
      return (
        <p className="form-error" role="alert">
          This browser refused Taskmind's service worker (a private window may), so reminders can't come here while
          Taskmind is closed. {TAB_STILL_WORKS}
        </p>
      );
    case "push-service":
      return (
        <div className="form-error" role="alert">
          <p>
            This browser couldn't reach its push service, so reminders can't come to this device while Taskmind is
            closed. {TAB_STILL_WORKS}
          </p>
          <p className="push-settings-detail">The browser said: {error.message}</p>
        </div>
      );
  }
}
