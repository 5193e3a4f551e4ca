import type { AssistantExchange } from "../../../../shared/schemas/assistant";
import type { Assistant } from "../lib/card-tasks";

/** What an answered, declined or expired question's buttons leave. */
export const CLOSED = "No longer open: ask again if you still want this.";

/**
 * A question's two answers while it is open: its yes, and No, which drops it; once it is answered, declined or
 * expired, `closed` instead, as its yes would do nothing.
 */
export function YesNo({
  question: { exchange, token },
  yes,
  closed,
  assistant,
}: {
  question: { exchange: AssistantExchange; token: string };
  yes: { label: string; shownAs: string; taskIds?: string[]; disabled?: boolean };
  closed: string;
  assistant: Assistant;
}) {
  if (!assistant.isOpen(exchange, token)) return <p className="muted assistant-closed">{closed}</p>;
  return (
    <div className="assistant-buttons">
      <button
        type="button"
        className="button button-primary"
        disabled={yes.disabled}
        onClick={() => assistant.answer(token, yes.shownAs, yes.taskIds ? { taskIds: yes.taskIds } : {})}
      >
        {yes.label}
      </button>
      <button type="button" className="button button-secondary" onClick={() => assistant.decline(token)}>
        No
      </button>
    </div>
  );
}
