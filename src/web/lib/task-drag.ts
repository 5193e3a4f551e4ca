import { dragKind } from "./drag-kind";

/** A task dragged: onto a list, a day of the calendar, or another place in its list. */
const taskDrag = dragKind("application/x-taskmind-task");

export const startTaskDrag = taskDrag.start;
export const taskDropZone = taskDrag.dropZone;
