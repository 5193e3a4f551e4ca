/** A line quick add reads whole: a title, then when, a tag, a priority and a list. */
export const QUICK_ADD_EXAMPLE = "Pay rent tomorrow 5pm #home p1 +Bills";
/** The example without its day, for a field whose tasks are due on a day of its own (Today, a calendar day). */
export const QUICK_ADD_EXAMPLE_ON_A_DAY = "Pay rent 5pm #home p1 +Bills";

/** The example's parts, marked as the field marks them as they are typed (a tint and an underline per kind). */
export const QUICK_ADD_EXAMPLE_PARTS = [
  { text: "tomorrow 5pm", kind: "date", meaning: "when it is due (friday, dec 3, every monday…)" },
  { text: "#home", kind: "tag", meaning: "a tag" },
  { text: "p1", kind: "priority", meaning: "its priority: p1 high, p2 medium, p3 low" },
  { text: "+Bills", kind: "list", meaning: "its list (one you don't have yet is offered to make)" },
] as const;

/** How quick add reads a line: the example, and what each marked part of it says. */
export function QuickAddSyntax() {
  return (
    <div className="quick-add-syntax">
      <p>Type a task in the box above and press Enter, for example:</p>
      <p>
        <code className="quick-add-syntax-example">{QUICK_ADD_EXAMPLE}</code>
      </p>
      <dl className="quick-add-syntax-parts">
        {QUICK_ADD_EXAMPLE_PARTS.map(({ text, kind, meaning }) => (
          <div key={kind}>
            <dt>
              <code className="quick-add-syntax-mark" data-kind={kind}>
                {text}
              </code>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
