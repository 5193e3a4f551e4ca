/** Fields whose text is typed: not a checkbox's or a button's value. */
const TEXT_FIELDS = "input:not([type=checkbox],[type=radio],[type=hidden],[type=submit],[type=button]), textarea";

/**
 * What a visitor typed into a prerendered page before its script ran (a quick typist on a slow line, a password
 * manager's autofill): hydrating leaves the text in the field but not in the form's state, which soon writes its
 * own empty value back. So the text is read first, and the function returned gives it back once hydrated, through
 * the field's own input event, as if typed again.
 */
export function keepTextTypedBeforeHydration(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
  return () => {
    for (const { field, value } of typed) {
      if (!field.isConnected) continue;
      // React tells typing from its own writes by the last value set through the field itself: that is emptied,
      // and the text set through the prototype's setter, which React does not watch, so the event reads as typing.
      field.value = "";
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  };
}
