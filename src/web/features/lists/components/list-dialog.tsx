import { LIST_COLORS, type List, type ListColor, updateListSchema } from "../../../../shared/schemas/list";
import { Dialog } from "../../../components/dialog";
import { FormError, SubmitButton } from "../../../components/form-controls";
import { FormField } from "../../../components/form-field";
import { useForm } from "../../../components/use-form";
import { useListActions } from "../hooks/use-lists";
import "./lists.css";

export const COLOR_LABELS: Record<ListColor, string> = {
  red: "Red",
  orange: "Orange",
  yellow: "Yellow",
  green: "Green",
  teal: "Teal",
  blue: "Blue",
  purple: "Purple",
  pink: "Pink",
  grey: "Grey",
};

type ListFormValues = { name: string; color: ListColor | ""; emoji: string };

interface ListDialogProps {
  /** The list to edit; a new one is made without it. */
  list?: List;
  onClose: () => void;
  /** Called with the list as saved. */
  onSaved?: (list: List) => void;
}

/** Names a new list, or renames one, with an optional colour and emoji. */
export function ListDialog({ list, onClose, onSaved }: ListDialogProps) {
  const { create, update } = useListActions();
  const form = useForm({
    // One schema for both: a new list needs its name, which the form always sends.
    schema: updateListSchema,
    initial: { name: list?.name ?? "", color: list?.color ?? "", emoji: list?.emoji ?? "" } as ListFormValues,
    toInput: ({ name, color, emoji }) => ({ name, color: color || null, emoji: emoji.trim() || null }),
    submit: (input) =>
      list
        ? update.mutateAsync({ id: list.id, changes: input })
        : create.mutateAsync({ ...input, name: input.name ?? "" }),
    onSuccess: (saved) => {
      onSaved?.(saved);
      onClose();
    },
    failureMessage: (error) => `The list was not saved. ${error.message}`,
  });

  return (
    <Dialog title={list ? "Edit list" : "New list"} onClose={onClose} dirty={form.dirty}>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.onSubmit}>
        <FormField form={form} name="name" label="Name" placeholder="Groceries" />
        <ColorSwatches value={form.values.color} onChange={(color) => form.setField("color", color)} />
        <FormField form={form} name="emoji" label="Emoji (optional)" placeholder="🛒" />
        {form.formError && <FormError>{form.formError}</FormError>}
        <div className="dialog-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton pending={form.pending} label={list ? "Save list" : "Create list"} pendingLabel="Saving…" />
        </div>
      </form>
    </Dialog>
  );
}

const SWATCHES = [{ color: "", label: "None" }, ...LIST_COLORS.map((color) => ({ color, label: COLOR_LABELS[color] }))];

/**
 * The list's colour as a row of swatches: radio buttons (arrow keys move between them), each named for screen
 * readers and in a tooltip, the chosen one ringed, so the choice never rests on the colour alone.
 */
function ColorSwatches({ value, onChange }: { value: ListColor | ""; onChange: (color: ListColor | "") => void }) {
  return (
    <fieldset className="color-swatches">
      <legend>Colour</legend>
      <div className="color-swatches-row">
        {SWATCHES.map(({ color, label }) => (
          <label key={label} className="color-swatch" title={label}>
            <input
              type="radio"
              name="color"
              className="visually-hidden"
              value={color}
              checked={value === color}
              onChange={() => onChange(color as ListColor | "")}
            />
            <span className="color-swatch-dot" data-color={color || "none"} aria-hidden="true" />
            <span className="visually-hidden">{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A list's mark: its emoji, or a dot of its colour, or nothing. Decorative: the name says which list it is. */
export function ListMark({ list }: { list: Pick<List, "color" | "emoji"> }) {
  if (list.emoji) {
    return (
      <span className="list-mark" aria-hidden="true">
        {list.emoji}
      </span>
    );
  }
  return <span className="list-mark list-dot" data-color={list.color ?? "none"} aria-hidden="true" />;
}
