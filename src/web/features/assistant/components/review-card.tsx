import type {
  AssistantExchange,
  AssistantRecord,
  ReviewBreakDown,
  TaskReference,
} from "../../../../shared/schemas/assistant";
import type { TaskItemActions } from "../../tasks/components/task-item";
import { type Assistant, type CardTask, cardsOf, isWhole } from "../lib/card-tasks";
import { TaskCard } from "./task-card";

/**
 * "Weekly review": completed, slipped and coming up, each a list of task cards; each slipped task with its
 * fixes, which answer like any of the assistant's buttons (a drop asks first; Undo is on the reply), and its
 * Break down. Its name, sections and buttons come with the reply, in the language it was asked in.
 */
export function ReviewCard({
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
    { ...review.sections.completed, tasks: shown(review.completed) },
    { ...review.sections.slipped, tasks: shown(review.slipped) },
    { ...review.sections.upcoming, tasks: shown(review.upcoming) },
  ];
  const breakDownOf = (task: CardTask) => review.breakDowns.find((breakDown) => breakDown.taskId === task.id);
  const fixesOf = (task: CardTask) => {
    const fixes = review.fixes.filter((fix) => fix.taskId === task.id);
    // One fix pressed, the others go with it: the task has moved on.
    return fixes.every((fix) => assistant.isOpen(exchange, fix.token)) ? fixes : [];
  };

  return (
    <section className="assistant-review" aria-label={review.sections.name}>
      {sections.map((section) => (
        <div key={section.title} className="assistant-review-section">
          <h2 className="assistant-review-title">{section.title}</h2>
          {section.tasks.length === 0 ? (
            <p className="muted">{section.none}</p>
          ) : (
            <ul className="task-list assistant-cards">
              {section.tasks.map((task) => (
                <TaskCard key={task.id} task={task} actions={cardActions}>
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
                      <BreakDownButton breakDown={breakDownOf(task)} startMessage={startMessage} />
                    </div>
                  )}
                </TaskCard>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

/** Begins the reply's "break down … into " in the message box, for the user to type the steps. */
function BreakDownButton({
  breakDown,
  startMessage,
}: {
  breakDown: ReviewBreakDown | undefined;
  startMessage: (text: string) => void;
}) {
  if (!breakDown) return null;
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-label={breakDown.label}
      onClick={() => startMessage(breakDown.message)}
    >
      {breakDown.text}
    </button>
  );
}
