import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import "./menu.css";

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  /** Shown, but does nothing (a move past the end): the menu keeps its shape. */
  disabled?: boolean;
  danger?: boolean;
}

interface MenuButtonProps {
  /** The button's accessible name and tooltip, and the menu's name. */
  label: string;
  /** What the button shows (an icon). */
  children: ReactNode;
  items: MenuItem[];
  className?: string;
  /** The button's look: an icon button unless said. */
  buttonClassName?: string;
}

const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/**
 * A button opening a menu of actions (the ARIA menu button pattern): ↓, ↑ or a click open it onto its first or
 * last item; arrows, Home and End move between items; Enter or a click chooses one; Escape, Tab or a click
 * elsewhere close it. Focus goes back to the button before an item's action runs (a dialog it opens returns
 * there). The menu opens upwards when there is no room for it below.
 */
export function MenuButton({ label, children, items, className, buttonClassName = "icon-button" }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<"first" | "last">("first");
  const [upwards, setUpwards] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const openAt = (at: "first" | "last") => {
    setInitialFocus(at);
    setOpen(true);
  };

  useLayoutEffect(() => {
    if (!open || !menuRef.current || !buttonRef.current) return;
    const below = window.innerHeight - buttonRef.current.getBoundingClientRect().bottom;
    setUpwards(below < menuRef.current.offsetHeight);
    const elements = itemsOf(menuRef.current);
    (initialFocus === "first" ? elements[0] : elements.at(-1))?.focus();
  }, [open, initialFocus]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const elements = itemsOf(menuRef.current);
    const at = elements.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: elements[(at + 1) % elements.length],
      ArrowUp: elements[(at - 1 + elements.length) % elements.length],
      Home: elements[0],
      End: elements.at(-1),
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === "Escape") {
      // Only the menu closes, not a dialog it may sit in.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
    // The page's own shortcuts (j, k, e, Delete…) are for rows, not for a menu's items.
    event.stopPropagation();
  };

  return (
    <div ref={wrapperRef} className={className ? `menu ${className}` : "menu"}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt("first"))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            openAt(event.key === "ArrowDown" ? "first" : "last");
          }
        }}
      >
        {children}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className="menu-popup"
          data-side={upwards ? "top" : "bottom"}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="menu-item"
              data-danger={item.danger || undefined}
              aria-disabled={item.disabled || undefined}
              onClick={() => {
                if (item.disabled) return;
                close(true);
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
