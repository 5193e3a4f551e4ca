import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { AssistantRecord } from "../../../../shared/schemas/assistant";
import type { CardTask } from "../lib/card-tasks";

/**
 * "Plan my day": the proposed tasks in order, each removable and movable up or down, the other offered tasks
 * addable while the plan has room (the daily capacity), and Accept, which sends the plan as it stands.
 */
export function PlanCard({
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
