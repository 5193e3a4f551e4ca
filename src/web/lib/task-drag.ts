import type { DragEvent } from "react";

/** What a dragged task carries: its id under a type of our own, so other drags (text, files) are left alone. */
const TASK_DRAG_TYPE = "application/x-taskmind-task";

export function startTaskDrag(event: DragEvent, taskId: string): void {
  event.dataTransfer.setData(TASK_DRAG_TYPE, taskId);
  event.dataTransfer.effectAllowed = "move";
}

/** Whether a task is being dragged over (its id is readable only on drop, its type all along). */
export const isTaskDrag = (event: DragEvent): boolean => event.dataTransfer.types.includes(TASK_DRAG_TYPE);

/** The dropped task's id, if a task was dropped. */
export const droppedTaskId = (event: DragEvent): string | undefined =>
  event.dataTransfer.getData(TASK_DRAG_TYPE) || undefined;

/**
 * What makes an element take a dropped task: `onOver` says whether one is dragged over it (moving onto one of
 * its children is not leaving), `onTask` gets the dropped task's id.
 */
export function taskDropZone(onOver: (over: boolean) => void, onTask: (taskId: string) => void) {
  return {
    onDragOver: (event: DragEvent) => {
      if (!isTaskDrag(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      onOver(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOver(false);
    },
    onDrop: (event: DragEvent) => {
      onOver(false);
      const taskId = droppedTaskId(event);
      if (!taskId) return;
      event.preventDefault();
      onTask(taskId);
    },
  };
}
