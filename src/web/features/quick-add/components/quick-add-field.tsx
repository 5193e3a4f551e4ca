import { Plus, X } from "lucide-react";
import { type InputHTMLAttributes, type Ref, useLayoutEffect, useRef } from "react";
import type { Span } from "../../../../shared/quick-add/parse-quick-add";
import type { QuickAdd } from "../hooks/use-quick-add";
import "./quick-add.css";

interface QuickAddFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "id"> {
  id: string;
  value: string;
  quickAdd: QuickAdd;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** Whether preview items can be dismissed: only where what is saved follows the dismissal. */
  dismissible?: boolean;
}

/**
 * A real text input (its label is the caller's) with what the parser recognised marked over the words as they
 * are typed, and a one-line preview under it that is announced politely. Each item of the preview can be
 * dismissed, so its words stay text. A list named that the user does not have is marked dashed and offered as a
 * button that makes it.
 */
export function QuickAddField({
  id,
  value,
  quickAdd,
  inputRef,
  dismissible = true,
  onFocus,
  onScroll,
  onSelect,
  "aria-describedby": describedBy,
  ...input
}: QuickAddFieldProps) {
  const ownInput = useRef<HTMLInputElement>(null);
  const marksRef = useRef<HTMLSpanElement>(null);
  const previewId = `${id}-preview`;
  const items = quickAdd.items;
  const marks = [
    ...(quickAdd.result?.parts ?? []).map((part) => ({ ...part, kind: part.kind === "time" ? "date" : part.kind })),
    ...items
      .filter((item) => item.kind === "new-list")
      .flatMap((item) => item.spans.map((span) => ({ ...span, kind: item.kind }))),
  ].sort((a, b) => a.start - b.start);

  // The marks scroll with the text when it is wider than the field. An empty field has not scrolled: reading
  // scrollLeft would make the browser lay the page out in the middle of React's commit (a forced reflow that
  // Lighthouse finds on every page with a quick-add field, as it mounts empty).
  const followScroll = () => {
    const inputElement = ownInput.current;
    if (marksRef.current && inputElement) {
      marksRef.current.style.transform = inputElement.value === "" ? "" : `translateX(${-inputElement.scrollLeft}px)`;
    }
  };
  useLayoutEffect(followScroll);

  const setRefs = (element: HTMLInputElement | null) => {
    ownInput.current = element;
    if (typeof inputRef === "function") inputRef(element);
    else if (inputRef) inputRef.current = element;
  };

  return (
    <div className="quick-add-field">
      <div className="quick-add-marked">
        <input
          {...input}
          ref={setRefs}
          id={id}
          value={value}
          autoComplete="off"
          aria-describedby={[describedBy, previewId].filter(Boolean).join(" ")}
          onFocus={(event) => {
            quickAdd.prefetch();
            onFocus?.(event);
          }}
          onScroll={(event) => {
            followScroll();
            onScroll?.(event);
          }}
          onSelect={(event) => {
            followScroll();
            onSelect?.(event);
          }}
        />
        <div className="quick-add-marks" aria-hidden="true">
          <span ref={marksRef}>{marked(value, marks)}</span>
        </div>
      </div>
      <p id={previewId} className="visually-hidden" aria-live="polite">
        {items.map((item) => item.label).join(" · ")}
      </p>
      {items.length > 0 && (
        <ul className="quick-add-preview" aria-label="Recognised">
          {items.map(({ listName, ...item }) => (
            <li key={`${item.kind}-${item.spans[0]?.start}`} className="quick-add-item" data-kind={item.kind}>
              {listName === undefined ? (
                <span>{item.label}</span>
              ) : (
                <CreateListButton
                  label={item.label}
                  onClick={() => {
                    quickAdd.createList(listName);
                    ownInput.current?.focus();
                  }}
                />
              )}
              {dismissible && (
                <button
                  type="button"
                  className="quick-add-dismiss"
                  aria-label={`Keep “${item.said}” as text`}
                  title={`Keep “${item.said}” as text`}
                  onClick={() => {
                    quickAdd.dismiss(item);
                    ownInput.current?.focus();
                  }}
                >
                  <X size={14} aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The offer to make a list the text names: "Create list “Garden”". */
function CreateListButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="quick-add-create" onClick={onClick}>
      <Plus size={14} aria-hidden="true" />
      {label}
    </button>
  );
}

/** The text with each recognised part in a mark; the text itself is see-through, the input shows it. */
function marked(text: string, parts: readonly (Span & { kind: string })[]) {
  const pieces = [];
  let from = 0;
  for (const part of parts) {
    pieces.push(text.slice(from, part.start));
    pieces.push(
      <mark key={part.start} className="quick-add-mark" data-kind={part.kind}>
        {text.slice(part.start, part.end)}
      </mark>,
    );
    from = part.end;
  }
  pieces.push(text.slice(from));
  return pieces;
}
