import { PUSH_MESSAGES, type PushSubscriptionBody, type ReminderPushPayload } from "../../../shared/schemas/push";
import type { Clock } from "../../clock";
import type { WebPushConfig } from "../../config";
import { DomainError, fieldError, notFound } from "../../errors";
import type { Logger } from "../../logger";
import type { DueReminder } from "../reminders/reminders.repository";
import type { PushRepository, StoredSubscription } from "./push.repository";
import { createPushSender, type SendPush } from "./push-sender";
import { allowsEndpoint } from "./push-services";

/** Push services answer 404 or 410 for a subscription that is gone for good (the user revoked it, say). */
const GONE = new Set([404, 410]);

/**
 * Web Push: the devices' subscriptions, each bound to the session it was made in, and sending a reminder to
 * them. `webPush` undefined: PUSH_SERVICES=off, and the server sends no push at all.
 */
export function createPushService({
  pushes,
  webPush,
  clock,
  logger,
}: {
  pushes: PushRepository;
  webPush: WebPushConfig | undefined;
  clock: Clock;
  logger: Logger;
}) {
  const send = webPush && createPushSender(webPush.vapid);

  /** One subscription's message; a failure is logged by the push service's host alone (an endpoint is a secret). */
  async function sendTo(subscription: StoredSubscription, payload: string, deliver: SendPush): Promise<void> {
    const pushService = new URL(subscription.endpoint).host;
    try {
      const status = await deliver(subscription, payload);
      if (GONE.has(status)) await pushes.delete(subscription.id);
      else if (status < 200 || status >= 300) logger.warn({ pushService, status }, "A push service refused a reminder");
    } catch (error) {
      // The system error's code (ECONNREFUSED, ENOTFOUND) or TimeoutError: never a message, which may hold the URL.
      const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
      const reason = typeof cause?.code === "string" ? cause.code : error instanceof Error ? error.name : "unknown";
      logger.warn({ pushService, reason }, "A reminder could not be sent to a push service");
    }
  }

  return {
    publicKey(): string | null {
      return webPush?.vapid.publicKey ?? null;
    },

    /** The session's device takes its push messages at `endpoint` from now on (its previous one no more). */
    async subscribe(userId: string, sessionId: string, { endpoint, keys }: PushSubscriptionBody): Promise<void> {
      if (!webPush) {
        throw new DomainError("conflict", "push_off", "This server does not send push notifications.");
      }
      if (!allowsEndpoint(webPush.services, endpoint)) {
        throw fieldError("invalid", "validation_failed", "endpoint", PUSH_MESSAGES.serviceRefused);
      }
      await pushes.save({
        id: crypto.randomUUID(),
        userId,
        sessionId,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        createdAt: clock.now().toISOString(),
      });
    },

    /** 404 unless the user has a subscription at `endpoint`. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      if (!(await pushes.deleteOwned(userId, endpoint))) throw notFound("This push subscription");
    },

    /**
     * Sends the reminder to every device of the user whose session is live, all at once; each is tried once
     * (at most once, as every delivery of a reminder). A subscription its push service calls gone is deleted.
     */
    async sendReminder(reminder: DueReminder): Promise<void> {
      if (!webPush || !send) return;
      // One stored before the operator narrowed PUSH_SERVICES is not called either.
      const subscriptions = (await pushes.liveOf(reminder.userId, clock.now())).filter(({ endpoint }) =>
        allowsEndpoint(webPush.services, endpoint),
      );
      if (subscriptions.length === 0) return;
      const { taskId, title, dueAt, dueAllDay, fireAt, late, timeZone, timeFormat } = reminder;
      const message: ReminderPushPayload = {
        type: "reminder.due",
        taskId,
        title,
        dueAt,
        dueAllDay,
        fireAt,
        late,
        timeZone,
        timeFormat,
      };
      const payload = JSON.stringify(message);
      await Promise.allSettled(subscriptions.map((subscription) => sendTo(subscription, payload, send)));
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
