import type { DragEvent } from "react";

/** What a dragged task carries: its id under a type of our own, so other drags (text, files) are left alone. */
const TASK_DRAG_TYPE = "application/x-taskmind-task";

export function startTaskDrag(event: DragEvent, taskId: string): void {
  event.dataTransfer.setData(TASK_DRAG_TYPE, taskId);
  event.dataTransfer.effectAllowed = "move";
}

/** Whether a task is being dragged over (its id is readable only on drop, its type all along). */
const isTaskDrag = (event: DragEvent): boolean => event.dataTransfer.types.includes(TASK_DRAG_TYPE);

/** The dropped task's id, if a task was dropped. */
const droppedTaskId = (event: DragEvent): string | undefined => event.dataTransfer.getData(TASK_DRAG_TYPE) || undefined;

/**
 * What makes an element take a dropped task. `targetOf` tells where on it the task would land (undefined: it
 * would not); by default anywhere, as `true`. `onOver` hears that as the task moves over it (undefined once it
 * leaves: moving onto one of its children is not leaving), `onTask` gets the dropped task's id and its target.
 */
export function taskDropZone<Target = true>(
  onOver: (target: Target | undefined) => void,
  onTask: (taskId: string, target: Target) => void,
  targetOf: (event: DragEvent) => Target | undefined = () => true as Target,
) {
  return {
    onDragOver: (event: DragEvent) => {
      if (!isTaskDrag(event)) return;
      const target = targetOf(event);
      onOver(target);
      if (target === undefined) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOver(undefined);
    },
    onDrop: (event: DragEvent) => {
      const target = targetOf(event);
      onOver(undefined);
      const taskId = droppedTaskId(event);
      if (!taskId || target === undefined) return;
      event.preventDefault();
      onTask(taskId, target);
    },
  };
}
