import type { ReactNode } from "react";
import { TaskItem, type TaskItemActions } from "../../tasks/components/task-item";
import { type CardTask, isWhole } from "../lib/card-tasks";

/**
 * A task card: the task list's item when the task is known whole, its title otherwise (an exchange from before
 * this tab opened); `children` below either.
 */
export function TaskCard({
  task,
  actions,
  children,
}: {
  task: CardTask;
  actions: TaskItemActions;
  children?: ReactNode;
}) {
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
