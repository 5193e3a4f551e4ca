import { AnimatePresence, motion, useReducedMotion } from "motion/react";
import type { Toast } from "./toast";

/** The toasts on screen, sliding in and out; in a chunk of its own with the animation library (see `ToastProvider`). */
export function ToastList({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: number) => void }) {
  const reduceMotion = useReducedMotion();
  // Mounted with the first toast, which animates in like the others.
  return (
    <AnimatePresence>
      {toasts.map((toast) => (
        <motion.div
          key={toast.id}
          className="toast"
          initial={reduceMotion ? false : { opacity: 0, y: 16 }}
          animate={{ opacity: 1, y: 0 }}
          exit={reduceMotion ? { opacity: 0, transition: { duration: 0 } } : { opacity: 0, y: 16 }}
          transition={{ duration: 0.2 }}
        >
          <span>{toast.message}</span>
          {toast.action && (
            <button
              type="button"
              className="toast-action"
              onClick={() => {
                dismiss(toast.id);
                toast.action?.onAction();
              }}
            >
              {toast.action.label}
            </button>
          )}
        </motion.div>
      ))}
    </AnimatePresence>
  );
}
