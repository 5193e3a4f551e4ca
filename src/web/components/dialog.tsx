import { X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import "./dialog.css";

interface DialogProps {
  title: string;
  /** Escape, the close button, a click beside the dialog, or the caller's own close. */
  onClose: () => void;
  /**
   * Whether the dialog holds edits not saved yet: Escape and a click beside it then ask "Discard changes?" first.
   * (The caller's own Cancel button discards without asking: that is what it is for.)
   */
  dirty?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog, open while mounted. The browser's own `<dialog>` traps focus, closes on Escape and puts
 * focus back where it was; this adds a title, closing by a click on the backdrop, and the question before
 * unsaved edits are thrown away.
 */
export function Dialog({ title, onClose, dirty = false, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [askingToDiscard, setAskingToDiscard] = useState(false);

  // A layout effect: open before the children's effects run, so that one of them can move the focus inside it;
  // and closed while still in the page when its owner removes it (a Cancel button), for only then does the
  // browser put focus back where it was.
  useLayoutEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  const close = () => (dirty ? setAskingToDiscard(true) : onClose());

  /** Escape in this dialog (not in the question inside it, which answers No): asked first when there are edits. */
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Escape" || !dirty || (event.target as Element).closest("dialog") !== ref.current) return;
    // Stops the browser's own closing, which would not wait for the answer.
    event.preventDefault();
    setAskingToDiscard(true);
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Another way to close (a phone's back gesture): asked first too, where the browser lets us.
        if (!dirty || event.target !== ref.current) return;
        event.preventDefault();
        setAskingToDiscard(true);
      }}
      // React passes the question's own close up to here: only this dialog's closing closes it.
      onClose={(event) => event.target === ref.current && onClose()}
      onClick={(event) => event.target === ref.current && close()}
    >
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {children}
      </div>
      {/* Seen top right, but last in the page's order: a dialog still opens with its own first field focused. */}
      <button type="button" className="icon-button dialog-close" aria-label="Close" onClick={close}>
        <X size={20} aria-hidden="true" />
      </button>
      {askingToDiscard && <DiscardQuestion onDiscard={onClose} onKeep={() => setAskingToDiscard(false)} />}
    </dialog>
  );
}

/** "Discard changes?" over the dialog with the edits: Yes throws them away, No (focused, and Escape) keeps them. */
function DiscardQuestion({ onDiscard, onKeep }: { onDiscard: () => void; onKeep: () => void }) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <Dialog title="Discard changes?" onClose={onKeep}>
      <p>Your edits in this dialog have not been saved.</p>
      <div className="dialog-actions">
        <button type="button" className="button button-danger" onClick={onDiscard}>
          Yes
        </button>
        <button ref={keep} type="button" className="button button-secondary" onClick={onKeep}>
          No
        </button>
      </div>
    </Dialog>
  );
}
