import { useState } from "react";
import { useNavigate } from "react-router";
import type { Task } from "../../../../shared/schemas/task";
import { QueryStatus } from "../../../components/query-status";
import { TaskEditDialog } from "../../tasks/components/task-edit-dialog";
import type { TaskItemActions } from "../../tasks/components/task-item";
import { useTaskActions } from "../../tasks/hooks/use-task-actions";
import { useAssistant } from "../hooks/use-assistant";
import { Composer } from "./composer";
import { Exchange } from "./exchange";
import "../../tasks/components/tasks.css";
import "./assistant.css";

/**
 * The conversation: the greeting, the kept exchanges (newest last; earlier ones a page at a time on "Show
 * earlier messages"), and the line to type in.
 */
export function AssistantChat({ userId }: { userId: string }) {
  const assistant = useAssistant(userId);
  const taskActions = useTaskActions(userId);
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Task>();
  /** Text a button put in the message box for the user to finish ("break down … into "); new each press. */
  const [draft, setDraft] = useState<{ text: string }>();
  const cardActions: TaskItemActions = {
    toggle: (task) => taskActions.toggle(task, (saved) => assistant.remember([[saved.id, saved]])),
    edit: setEditing,
    remove: (task) => {
      assistant.remember([[task.id, null]]);
      taskActions.remove(task, (restored) => assistant.remember([[restored.id, restored]]));
    },
    filterByTag: (tag) => navigate(`/tasks?tag=${encodeURIComponent(tag)}`),
  };

  return (
    <QueryStatus
      query={assistant.history}
      loading="Loading the conversation…"
      failure="We couldn't load the conversation."
    >
      {({ pages }) => {
        // The first page is the newest, and the only one with a greeting.
        const greeting = pages[0]?.greeting;
        // Its first line greets; a first run's next lines say how to add a task.
        const [hello, ...guidance] = greeting?.reply.split("\n") ?? [];
        const exchanges = pages.toReversed().flatMap((page) => page.exchanges);
        const newestId = exchanges.at(-1)?.id;
        return (
          <div className="assistant">
            <div className="assistant-welcome">
              <p className="assistant-greeting">{hello}</p>
              {guidance.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
            {assistant.history.hasNextPage && (
              <button
                type="button"
                className="button button-ghost assistant-earlier"
                aria-disabled={assistant.history.isFetchingNextPage}
                onClick={() => assistant.history.isFetchingNextPage || assistant.history.fetchNextPage()}
              >
                {assistant.history.isFetchingNextPage ? "Loading earlier messages…" : "Show earlier messages"}
              </button>
            )}
            <div className="assistant-log" role="log" aria-live="polite" aria-label="Conversation">
              {exchanges.map((exchange) => (
                <Exchange
                  key={exchange.id}
                  exchange={exchange}
                  newest={exchange.id === newestId}
                  assistant={assistant}
                  cardActions={cardActions}
                  startMessage={(text) => setDraft({ text })}
                />
              ))}
              {assistant.sending !== undefined && (
                <div className="assistant-exchange">
                  <p className="assistant-message">{assistant.sending}</p>
                  <p className="assistant-reply assistant-thinking">Thinking…</p>
                </div>
              )}
            </div>
            <Composer
              assistant={assistant}
              suggestions={greeting?.suggestions ?? []}
              lastMessage={exchanges.at(-1)?.message}
              draft={draft}
            />
            {editing && (
              <TaskEditDialog
                task={editing}
                onSave={async (task, changes) => {
                  const saved = await taskActions.save(task, changes);
                  assistant.remember([[saved.id, saved]]);
                  return saved;
                }}
                onSkip={async (task) => {
                  const moved = await taskActions.skip(task);
                  assistant.remember([[moved.id, moved]]);
                  return moved;
                }}
                onClose={() => setEditing(undefined)}
              />
            )}
          </div>
        );
      }}
    </QueryStatus>
  );
}
