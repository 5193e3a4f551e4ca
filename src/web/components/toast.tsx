import { AnimatePresence, motion, useReducedMotion } from "motion/react";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import "./toast.css";

const TOAST_VISIBLE_MS = 4000;

export interface ToastOptions {
  /** One button in the toast, e.g. Undo; using it dismisses the toast. */
  action?: { label: string; onAction: () => void };
  /** How long the toast (and so its action) stays. */
  durationMs?: number;
}

interface Toast extends ToastOptions {
  id: number;
  message: string;
}

type ShowToast = (message: string, options?: ToastOptions) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** Brief, polite confirmations, read out by screen readers, some with one action. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const reduceMotion = useReducedMotion();

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const show = useCallback<ShowToast>(
    (message, options = {}) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((current) => [...current, { id, message, ...options }]);
      setTimeout(() => dismiss(id), options.durationMs ?? TOAST_VISIBLE_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        <AnimatePresence initial={false}>
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
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
