import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import "./dialog.css";

interface DialogProps {
  title: string;
  /** Escape, the close button, a click beside the dialog, or the caller's own close. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog, open while mounted. The browser's own `<dialog>` traps focus, closes on Escape and puts
 * focus back where it was; this adds a title, a close button and closing by a click on the backdrop.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // A layout effect, so that it closes while still in the page when its owner removes it (a Cancel button):
  // only then does the browser put focus back where it was.
  useLayoutEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal dialog; the click is for the backdrop.
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
    >
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
