import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import "./menu.css";

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

interface MenuButtonProps {
  /** The button's accessible name (it shows only `icon`). */
  label: string;
  icon: ReactNode;
  items: MenuItem[];
  className?: string;
}

/**
 * A button opening a menu of actions (the ARIA menu button pattern): arrows move between the items, Enter or a
 * click chooses one, Escape, Tab or a click elsewhere closes it, and focus goes back to the button. The menu
 * opens upwards when there is no room for it below.
 */
export function MenuButton({ label, icon, items, className }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [upwards, setUpwards] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const itemsOf = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !menuRef.current || !buttonRef.current) return;
    const below = window.innerHeight - buttonRef.current.getBoundingClientRect().bottom;
    setUpwards(below < menuRef.current.offsetHeight);
    menuRef.current.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = itemsOf();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: all[(at + 1) % all.length],
      ArrowUp: all[(at - 1 + all.length) % all.length],
      Home: all[0],
      End: all.at(-1),
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
    // The list's own shortcuts (j, k, e, Delete…) are for rows, not for a menu's items.
    event.stopPropagation();
  };

  return (
    <div ref={wrapperRef} className={className ? `menu ${className}` : "menu"}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {icon}
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
              onClick={() => {
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
