import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { ToastList as ToastListComponent } from "./toast-list";
import "./toast.css";

const TOAST_VISIBLE_MS = 4000;

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastOptions {
  /** One button in the toast, e.g. Undo; using it dismisses the toast. */
  action?: ToastAction;
  /** How long the toast (and so its action) stays. */
  durationMs?: number;
}

/**
 * A toast that stays until the user acts on it or dismisses it, and is announced at once (a reminder): a title,
 * the message under it, and its buttons; using one dismisses it.
 */
export interface AlertOptions {
  title: string;
  message: string;
  actions: ToastAction[];
  /** Buttons that go together under a label of their own (Snooze: 10 min, 1 h, Tomorrow). */
  actionGroup?: { label: string; actions: ToastAction[] };
  /** Alerts about one thing (a task) share a key: a newer one takes the place of the one still shown. */
  key?: string;
}

export type Toast =
  | ({ id: number; kind: "brief"; message: string } & ToastOptions)
  | ({ id: number; kind: "alert" } & AlertOptions);

type ShowToast = (message: string, options?: ToastOptions) => void;
type ShowAlert = (alert: AlertOptions) => void;

export const loadToastList = () => import("./toast-list");

/**
 * The list of toasts (and its animation library), loaded with the first toast, or beforehand in the background.
 * Not React.lazy: a Suspense boundary shows what it held back on a timer, and the toast should come at once.
 */
function useToastList(needed: boolean) {
  const [list, setList] = useState<typeof ToastListComponent>();
  useEffect(() => {
    if (!needed || list) return;
    let current = true;
    void loadToastList().then((module) => current && setList(() => module.ToastList));
    return () => {
      current = false;
    };
  }, [needed, list]);
  return list;
}

const ToastContext = createContext<{ show: ShowToast; alert: ShowAlert }>({ show: () => {}, alert: () => {} });

/**
 * Brief, polite confirmations, read out by screen readers, some with one action; and alerts that stay until
 * dismissed (reminders), above them, several stacking.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const ToastList = useToastList(toasts.length > 0);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const show = useCallback<ShowToast>(
    (message, options = {}) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((current) => [...current, { id, kind: "brief", message, ...options }]);
      setTimeout(() => dismiss(id), options.durationMs ?? TOAST_VISIBLE_MS);
    },
    [dismiss],
  );

  const alert = useCallback<ShowAlert>((options) => {
    nextId.current += 1;
    const id = nextId.current;
    const replaces = (toast: Toast) => toast.kind === "alert" && options.key !== undefined && toast.key === options.key;
    setToasts((current) => [...current.filter((toast) => !replaces(toast)), { id, kind: "alert", ...options }]);
  }, []);

  const value = useMemo(() => ({ show, alert }), [show, alert]);
  const alerts = toasts.filter((toast) => toast.kind === "alert");
  const brief = toasts.filter((toast) => toast.kind === "brief");
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-region">
        {/* Each alert announces itself (role="alert"); the polite region must be there before its toasts. */}
        <div className="toast-stack toast-alerts">{ToastList && <ToastList toasts={alerts} dismiss={dismiss} />}</div>
        <div className="toast-stack" role="status" aria-live="polite">
          {ToastList && <ToastList toasts={brief} dismiss={dismiss} />}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext).show;
}

/** Shows a toast that stays until the user acts on it or dismisses it (see `AlertOptions`). */
export function useAlertToast(): ShowAlert {
  return useContext(ToastContext).alert;
}
