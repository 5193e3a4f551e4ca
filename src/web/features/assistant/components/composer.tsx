import { Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { assistantMessageSchema } from "../../../../shared/schemas/assistant";
import { FieldError } from "../../../components/form-controls";
import { ApiError } from "../../../lib/api-client";
import { SHORTCUT_FIELD } from "../../../lib/shortcuts";
import { QuickAddField } from "../../quick-add/components/quick-add-field";
import { QUICK_ADD_EXAMPLE } from "../../quick-add/components/quick-add-syntax";
import { useQuickAdd } from "../../quick-add/hooks/use-quick-add";
import type { Assistant } from "../lib/card-tasks";

/** Enter sends, ↑ in an empty line brings back the last message, Escape empties the line. */
export function Composer({
  assistant,
  suggestions,
  lastMessage,
  draft,
}: {
  assistant: Assistant;
  suggestions: string[];
  /** The last message kept, on this device or another; none before the first. */
  lastMessage: string | undefined;
  /** A message begun by a button, to finish here; it replaces the line and takes the focus, cursor at its end. */
  draft: { text: string } | undefined;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const lastSent = useRef("");
  /** Clear was pressed and waits for its Yes: the conversation, and every Undo in it, would go for good. */
  const [clearAsked, setClearAsked] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const quickAdd = useQuickAdd(text);

  useEffect(() => {
    if (!draft) return;
    setText(draft.text);
    setError(undefined);
    const input = field.current;
    if (input) {
      input.focus();
      // After React has put the text in: the cursor at its end, where the steps go.
      requestAnimationFrame(() => input.setSelectionRange(draft.text.length, draft.text.length));
    }
  }, [draft]);

  const send = (message: string) => {
    const parsed = assistantMessageSchema.safeParse(message);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setText("");
    lastSent.current = parsed.data;
    assistant.send({ message: parsed.data }, parsed.data).catch((failure: unknown) => {
      // Nothing typed is lost: the message comes back with what was wrong.
      setText((current) => current || message);
      setError(failure instanceof ApiError ? (failure.fields.message ?? failure.message) : String(failure));
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(text);
  };

  return (
    <div className="assistant-composer">
      {suggestions.length > 0 && (
        <ul className="assistant-chips" aria-label="Suggestions">
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button type="button" className="chip assistant-chip" onClick={() => send(suggestion)}>
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="assistant-form" noValidate onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          Message to the assistant
        </label>
        <QuickAddField
          {...SHORTCUT_FIELD.newTask}
          id={id}
          className="input"
          quickAdd={quickAdd}
          inputRef={field}
          // The assistant reads the message itself on the server: the marks show what a quick add would take.
          dismissible={false}
          placeholder={`Ask, or add a task: ${QUICK_ADD_EXAMPLE}`}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            const recalled = lastSent.current || lastMessage;
            if (event.key === "ArrowUp" && text === "" && recalled) {
              event.preventDefault();
              setText(recalled);
            } else if (event.key === "Escape") {
              setText("");
              setError(undefined);
            }
          }}
        />
        <button type="submit" className="button button-primary" aria-label="Send">
          <Send size={18} aria-hidden="true" />
        </button>
        {lastMessage !== undefined && (
          <button
            type="button"
            className="button button-ghost"
            aria-disabled={assistant.clearing}
            aria-expanded={clearAsked}
            onClick={() => assistant.clearing || setClearAsked(true)}
          >
            Clear
          </button>
        )}
      </form>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
      {clearAsked && (
        <fieldset className="assistant-clear">
          <legend>Clear the whole conversation? Its Undo buttons go with it.</legend>
          <div className="assistant-buttons">
            <button
              type="button"
              className="button button-danger"
              onClick={() => {
                setClearAsked(false);
                assistant.clear();
              }}
            >
              Yes
            </button>
            <button type="button" className="button button-secondary" onClick={() => setClearAsked(false)}>
              No
            </button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
