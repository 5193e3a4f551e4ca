import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { ToastList as ToastListComponent } from "./toast-list";
import "./toast.css";

const TOAST_VISIBLE_MS = 4000;

export interface ToastOptions {
  /** One button in the toast, e.g. Undo; using it dismisses the toast. */
  action?: { label: string; onAction: () => void };
  /** How long the toast (and so its action) stays. */
  durationMs?: number;
}

export interface Toast extends ToastOptions {
  id: number;
  message: string;
}

type ShowToast = (message: string, options?: ToastOptions) => void;

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

const ToastContext = createContext<ShowToast>(() => {});

/** Brief, polite confirmations, read out by screen readers, some with one action. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const ToastList = useToastList(toasts.length > 0);

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
        {ToastList && <ToastList toasts={toasts} dismiss={dismiss} />}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
