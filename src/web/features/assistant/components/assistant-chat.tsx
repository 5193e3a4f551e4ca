import { ArrowDown, ArrowUp, Plus, Send, Undo2, X } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  type AssistantExchange,
  type AssistantRecord,
  assistantMessageSchema,
  type TaskReference,
} from "../../../../shared/schemas/assistant";
import type { Task } from "../../../../shared/schemas/task";
import { FieldError } from "../../../components/form-controls";
import { QueryStatus } from "../../../components/query-status";
import { ApiError } from "../../../lib/api-client";
import { SHORTCUT_FIELD } from "../../../lib/shortcuts";
import { QuickAddField } from "../../quick-add/components/quick-add-field";
import { QUICK_ADD_EXAMPLE } from "../../quick-add/components/quick-add-syntax";
import { useQuickAdd } from "../../quick-add/hooks/use-quick-add";
import { TaskEditDialog } from "../../tasks/components/task-edit-dialog";
import { TaskItem, type TaskItemActions } from "../../tasks/components/task-item";
import { useTaskActions } from "../../tasks/hooks/use-task-actions";
import { useAssistant } from "../hooks/use-assistant";
import "../../tasks/components/tasks.css";
import "./assistant.css";

type Assistant = ReturnType<typeof useAssistant>;

/** A task on a card: whole when this tab knows it, else by its title (the history keeps no more). */
type CardTask = Task | TaskReference;
const isWhole = (task: CardTask): task is Task => "version" in task;
/** The cards' tasks as last known here, the deleted ones left out. */
const cardsOf = (assistant: Assistant, tasks: TaskReference[]) =>
  tasks.map(assistant.current).filter((task): task is CardTask => task !== null);

/**
 * A task card: the task list's item when the task is known whole, its title otherwise (an exchange from before
 * this tab opened); `children` below either.
 */
function Card({ task, actions, children }: { task: CardTask; actions: TaskItemActions; children?: ReactNode }) {
  if (isWhole(task))
    return (
      <TaskItem task={task} actions={actions}>
        {children}
      </TaskItem>
    );
  return (
    <li className="task-item" data-task-id={task.id}>
      <div className="task-body">
        <h2 className="task-title">{task.title}</h2>
        {children}
      </div>
    </li>
  );
}

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

function Exchange({
  exchange,
  newest,
  assistant,
  cardActions,
  startMessage,
}: {
  exchange: AssistantExchange;
  /** The last exchange, scrolled into view as it arrives (earlier ones loaded above leave the view where it is). */
  newest: boolean;
  assistant: Assistant;
  cardActions: TaskItemActions;
  startMessage: (text: string) => void;
}) {
  const { message, response } = exchange;
  const ref = useRef<HTMLDivElement>(null);
  // Newest in view as it arrives. (Braces: recent browsers' scrollIntoView returns a promise, not a cleanup.)
  useEffect(() => {
    if (newest) ref.current?.scrollIntoView({ block: "nearest" });
  }, [newest]);
  const cards = cardsOf(assistant, response.tasks);
  const undo = assistant.undoState(exchange);
  const { choices } = response;
  return (
    <div className="assistant-exchange" ref={ref}>
      <p className="assistant-message">
        <span className="visually-hidden">You: </span>
        {message}
      </p>
      <div className="assistant-reply">
        <p className="assistant-reply-text">
          <span className="visually-hidden">Assistant: </span>
          {response.reply}
        </p>
        {response.review ? (
          <ReviewCard
            exchange={exchange}
            review={response.review}
            assistant={assistant}
            cardActions={cardActions}
            startMessage={startMessage}
          />
        ) : response.plan && response.confirm ? (
          <PlanCard
            plan={response.plan}
            offered={cards}
            answer={(taskIds) => (
              <YesNo
                question={{ exchange, token: response.confirm?.token ?? "" }}
                yes={{ label: "Accept plan", shownAs: "Accept the plan", taskIds, disabled: taskIds.length === 0 }}
                closed="This plan can no longer be accepted: ask “Plan my day” for a fresh one."
                assistant={assistant}
              />
            )}
          />
        ) : (
          cards.length > 0 && (
            <ul className="task-list assistant-cards">
              {cards.map((task) => (
                <Card key={task.id} task={task} actions={cardActions} />
              ))}
            </ul>
          )
        )}
        {choices.length > 0 &&
          (choices.every((choice) => assistant.isOpen(exchange, choice.token)) ? (
            <div className="assistant-buttons">
              {choices.map((choice) => (
                <button
                  key={choice.token}
                  type="button"
                  className="button button-secondary"
                  onClick={() =>
                    assistant.answer(choice.token, choice.label, {
                      alternatives: choices.map((each) => each.token),
                    })
                  }
                >
                  {choice.label}
                </button>
              ))}
            </div>
          ) : (
            <p className="muted assistant-closed">{CLOSED}</p>
          ))}
        {response.confirm && !response.plan && (
          <YesNo
            question={{ exchange, token: response.confirm.token }}
            yes={{ label: "Yes", shownAs: "Yes" }}
            closed={CLOSED}
            assistant={assistant}
          />
        )}
        {undo !== "none" && (
          <div className="assistant-buttons">
            {undo === "available" ? (
              <button type="button" className="button button-ghost" onClick={() => assistant.undo(exchange)}>
                <Undo2 size={16} aria-hidden="true" />
                Undo
              </button>
            ) : (
              <span className="muted">{undo === "undone" ? "Undone." : "Undo is no longer available."}</span>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** What an answered, declined or expired question's buttons leave. */
const CLOSED = "No longer open: ask again if you still want this.";

/**
 * A question's two answers while it is open: its yes, and No, which drops it; once it is answered, declined or
 * expired, `closed` instead, as its yes would do nothing.
 */
function YesNo({
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

/**
 * "Weekly review": completed, slipped and coming up, each a list of task cards; each slipped task with its
 * fixes, which answer like any of the assistant's buttons (a drop asks first; Undo is on the reply).
 */
function ReviewCard({
  exchange,
  review,
  assistant,
  cardActions,
  startMessage,
}: {
  exchange: AssistantExchange;
  review: NonNullable<AssistantRecord["review"]>;
  assistant: Assistant;
  cardActions: TaskItemActions;
  /** Puts a message in the box for the user to finish: breaking a task down needs its steps typed. */
  startMessage: (text: string) => void;
}) {
  const shown = (tasks: TaskReference[]) => cardsOf(assistant, tasks);
  const sections = [
    { title: "Completed in the last 7 days", tasks: shown(review.completed), none: "Nothing completed." },
    { title: "Slipped", tasks: shown(review.slipped), none: "Nothing slipped." },
    { title: "Coming up in the next 7 days", tasks: shown(review.upcoming), none: "Nothing due." },
  ];
  const fixesOf = (task: CardTask) => {
    const fixes = review.fixes.filter((fix) => fix.taskId === task.id);
    // One fix pressed, the others go with it: the task has moved on.
    return fixes.every((fix) => assistant.isOpen(exchange, fix.token)) ? fixes : [];
  };

  return (
    <section className="assistant-review" aria-label="Weekly review">
      {sections.map((section) => (
        <div key={section.title} className="assistant-review-section">
          <h2 className="assistant-review-title">{section.title}</h2>
          {section.tasks.length === 0 ? (
            <p className="muted">{section.none}</p>
          ) : (
            <ul className="task-list assistant-cards">
              {section.tasks.map((task) => (
                <Card key={task.id} task={task} actions={cardActions}>
                  {isWhole(task) && task.postponedCount > 0 && !task.completed && (
                    <p className="muted">
                      Postponed {task.postponedCount === 1 ? "once" : `${task.postponedCount} times`}
                    </p>
                  )}
                  {fixesOf(task).length > 0 && (
                    <div className="assistant-buttons">
                      {fixesOf(task).map((fix) => (
                        <button
                          key={fix.token}
                          type="button"
                          className="button button-secondary"
                          aria-label={fix.label}
                          onClick={() =>
                            assistant.answer(fix.token, fix.label, {
                              alternatives: fixesOf(task).map((each) => each.token),
                            })
                          }
                        >
                          {fix.text}
                        </button>
                      ))}
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={`Break down “${task.title}”`}
                        onClick={() => startMessage(`break down ${task.title} into `)}
                      >
                        Break down
                      </button>
                    </div>
                  )}
                </Card>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

/**
 * "Plan my day": the proposed tasks in order, each removable and movable up or down, the other offered tasks
 * addable while the plan has room (the daily capacity), and Accept, which sends the plan as it stands.
 */
function PlanCard({
  plan,
  offered,
  answer,
}: {
  plan: NonNullable<AssistantRecord["plan"]>;
  offered: CardTask[];
  /** Its Accept and No, for the plan as it stands. */
  answer: (taskIds: string[]) => ReactNode;
}) {
  const byId = new Map(offered.map((task) => [task.id, task]));
  const [taskIds, setTaskIds] = useState(() => plan.taskIds.filter((id) => byId.has(id)));
  const planned = taskIds.map((id) => byId.get(id)).filter((task): task is CardTask => task !== undefined);
  const others = offered.filter((task) => !taskIds.includes(task.id));
  const full = taskIds.length >= plan.capacity;
  const move = (index: number, by: -1 | 1) =>
    setTaskIds((ids) => {
      const moved = [...ids];
      const [id] = moved.splice(index, 1);
      if (id !== undefined) moved.splice(index + by, 0, id);
      return moved;
    });

  return (
    <section className="assistant-plan" aria-label="Plan for today">
      <ol className="assistant-plan-list">
        {planned.map((task, index) => (
          <li key={task.id} className="assistant-plan-item">
            <span className="assistant-plan-title">{task.title}</span>
            <button
              type="button"
              className="button button-ghost"
              aria-label={`Move “${task.title}” up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <ArrowUp size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="button button-ghost"
              aria-label={`Move “${task.title}” down`}
              disabled={index === planned.length - 1}
              onClick={() => move(index, 1)}
            >
              <ArrowDown size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="button button-ghost"
              aria-label={`Remove “${task.title}” from the plan`}
              onClick={() => setTaskIds((ids) => ids.filter((id) => id !== task.id))}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      {planned.length === 0 && <p className="muted">The plan is empty.</p>}
      {others.length > 0 && (
        <fieldset className="assistant-buttons">
          <legend className="visually-hidden">Could be added</legend>
          {others.map((task) => (
            <button
              key={task.id}
              type="button"
              className="button button-secondary"
              aria-label={`Add “${task.title}” to the plan`}
              disabled={full}
              onClick={() => setTaskIds((ids) => [...ids, task.id])}
            >
              <Plus size={16} aria-hidden="true" />
              {task.title}
            </button>
          ))}
        </fieldset>
      )}
      <p className="muted">
        {planned.length} of {plan.capacity} planned{full && others.length > 0 ? ": remove one to add another" : ""}.
      </p>
      {answer(taskIds)}
    </section>
  );
}

/** Enter sends, ↑ in an empty line brings back the last message, Escape empties the line. */
function Composer({
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
