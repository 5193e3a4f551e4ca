import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { type ReminderMessage, SNOOZE_CHOICES, type SnoozeChoice } from "../../../../shared/schemas/task";
import { useAlertToast, useToast } from "../../../components/toast";
import { usePreferences } from "../../../lib/preferences";
import { getTask, snoozeTask } from "../../tasks/api/tasks-api";
import { cachedTask, refreshTasks, replaceCachedTask } from "../../tasks/hooks/task-cache";
import { useTaskActions } from "../../tasks/hooks/use-task-actions";
import { reminderBody, reminderNotification, SNOOZE_LABELS } from "../lib/reminder-notification";
import { snoozeConfirmation } from "../lib/snooze";

type Format = Parameters<typeof reminderBody>[1];

/**
 * A reminder in a tab in the background also comes as a system notification, when the user allowed them (the
 * push setting asks; this never does). Through the service worker when there is one, so its actions (Complete,
 * Snooze) work; the tag is the one a push of the same reminder has, so the device shows it once.
 */
async function notifyInBackground(reminder: ReminderMessage, format: Format): Promise<void> {
  if (typeof Notification === "undefined" || Notification.permission !== "granted" || !document.hidden) return;
  const { title, options } = reminderNotification(reminder, format);
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, { body: options.body, tag: options.tag });
}

/**
 * What the tab does with a reminder that is due (`reminder.due` on the event stream): a toast that stays until
 * dismissed, offering to complete the task or snooze it, and in a background tab a system notification too.
 */
export function useReminderAlerts(userId: string): (reminder: ReminderMessage) => void {
  const queryClient = useQueryClient();
  const alert = useAlertToast();
  const showToast = useToast();
  const { timeZone, hour12 } = usePreferences();
  const { toggle } = useTaskActions(userId);

  const complete = useMutation({
    // The task as the lists show it, for the usual completion (shown at once, with its Undo); fetched when no list
    // on screen has it.
    mutationFn: async (reminder: ReminderMessage) =>
      cachedTask(queryClient, userId, reminder.taskId) ?? getTask(reminder.taskId),
    onSuccess: (task, reminder) => {
      if (task.completed) {
        showToast(`“${reminder.title}” is already done.`);
        return;
      }
      toggle(task);
    },
    onError: (error, reminder) => showToast(`“${reminder.title}” could not be completed. ${error.message}`),
  });

  const snooze = useMutation({
    mutationFn: ({ reminder, choice }: { reminder: ReminderMessage; choice: SnoozeChoice }) =>
      snoozeTask(reminder.taskId, choice),
    onSuccess: ({ task, snoozedUntil }) => {
      replaceCachedTask(queryClient, userId, task);
      showToast(snoozeConfirmation(snoozedUntil, { timeZone, hour12, now: new Date() }));
    },
    onError: (error, { reminder }) => showToast(`“${reminder.title}” could not be snoozed. ${error.message}`),
    onSettled: () => refreshTasks(queryClient, userId),
  });

  const { mutate: completeTask } = complete;
  const { mutate: snoozeReminder } = snooze;
  return useCallback(
    (reminder: ReminderMessage) => {
      const format = { timeZone, hour12, now: new Date() };
      alert({
        // A task's next reminder (the one at its due time, after one before it) replaces its toast.
        key: reminder.taskId,
        title: reminder.title,
        message: reminderBody(reminder, format),
        actions: [{ label: "Complete", onAction: () => completeTask(reminder) }],
        actionGroup: {
          label: "Snooze",
          actions: SNOOZE_CHOICES.map((choice) => ({
            label: SNOOZE_LABELS[choice],
            onAction: () => snoozeReminder({ reminder, choice }),
          })),
        },
      });
      // The toast is there when the user comes back; a notification that could not be shown changes nothing.
      notifyInBackground(reminder, format).catch(() => {});
    },
    [alert, timeZone, hour12, completeTask, snoozeReminder],
  );
}
