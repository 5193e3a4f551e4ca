import { Undo2 } from "lucide-react";
import { useEffect, useRef } from "react";
import type { AssistantExchange } from "../../../../shared/schemas/assistant";
import type { TaskItemActions } from "../../tasks/components/task-item";
import { type Assistant, cardsOf } from "../lib/card-tasks";
import { PlanCard } from "./plan-card";
import { ReviewCard } from "./review-card";
import { TaskCard } from "./task-card";
import { CLOSED, YesNo } from "./yes-no";

/** One exchange: the message, the reply, and its cards, plan or review, buttons and Undo. */
export function Exchange({
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
                <TaskCard key={task.id} task={task} actions={cardActions} />
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
