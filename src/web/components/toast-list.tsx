import { Bell, X } from "lucide-react";
import { AnimatePresence, motion, useReducedMotion } from "motion/react";
import type { Toast, ToastAction } from "./toast";

/** The toasts on screen, sliding in and out; in a chunk of its own with the animation library (see `ToastProvider`). */
export function ToastList({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: number) => void }) {
  const reduceMotion = useReducedMotion();
  // Mounted with the first toast, which animates in like the others.
  return (
    <AnimatePresence>
      {toasts.map((toast) => (
        <motion.div
          key={toast.id}
          className={toast.kind === "alert" ? "toast toast-alert" : "toast"}
          initial={reduceMotion ? false : { opacity: 0, y: 16 }}
          animate={{ opacity: 1, y: 0 }}
          exit={reduceMotion ? { opacity: 0, transition: { duration: 0 } } : { opacity: 0, y: 16 }}
          transition={{ duration: 0.2 }}
          // Several toasts may offer an Undo at once: each toast with a button is a group named by its message.
          {...(toast.kind === "alert" || toast.action
            ? { role: "group", "aria-labelledby": `toast-${toast.id}-title` }
            : {})}
        >
          {toast.kind === "alert" ? (
            <AlertContent toast={toast} dismiss={() => dismiss(toast.id)} />
          ) : (
            <>
              <span id={`toast-${toast.id}-title`}>{toast.message}</span>
              {toast.action && <ActionButton action={toast.action} dismiss={() => dismiss(toast.id)} />}
            </>
          )}
        </motion.div>
      ))}
    </AnimatePresence>
  );
}

function ActionButton({
  action,
  dismiss,
  className = "toast-action",
  name,
}: {
  action: ToastAction;
  dismiss: () => void;
  className?: string;
  /** The accessible name, when the label leans on a group's (Snooze: "1 h"). */
  name?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={name}
      onClick={() => {
        dismiss();
        action.onAction();
      }}
    >
      {action.label}
    </button>
  );
}

/** An alert's title and message (announced as it appears), its buttons, and a Dismiss button. */
function AlertContent({ toast, dismiss }: { toast: Extract<Toast, { kind: "alert" }>; dismiss: () => void }) {
  const { id, title, message, actions, actionGroup } = toast;
  return (
    <>
      <div className="toast-alert-head">
        <Bell className="toast-alert-icon" size={18} aria-hidden="true" />
        <div role="alert" className="toast-alert-text">
          <p id={`toast-${id}-title`} className="toast-alert-title">
            {title}
          </p>
          <p className="toast-alert-message">{message}</p>
        </div>
        <button type="button" className="icon-button toast-dismiss" aria-label="Dismiss" onClick={dismiss}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      <div className="toast-alert-actions">
        {actions.map((action) => (
          <ActionButton key={action.label} action={action} dismiss={dismiss} className="button button-primary" />
        ))}
        {actionGroup && (
          // Each button says the group's label in its name ("Snooze 1 h"), so the label is for the eye only.
          <div className="toast-action-group">
            <span aria-hidden="true">{actionGroup.label}</span>
            {actionGroup.actions.map((action) => (
              <ActionButton
                key={action.label}
                action={action}
                dismiss={dismiss}
                className="chip"
                name={`${actionGroup.label} ${action.label}`}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
