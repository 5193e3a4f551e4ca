import type { DragEvent } from "react";
import { dragKind } from "../../../lib/drag-kind";

/** A list dragged to another place in the navigation. */
const listDrag = dragKind("application/x-taskmind-list");

export const startListDrag = listDrag.start;

/** Where a dragged list would go: before or after the list it is over, by which half of it the pointer is on. */
export type DropSide = "before" | "after";

const sideOf = (event: DragEvent): DropSide => {
  const { top, height } = event.currentTarget.getBoundingClientRect();
  return event.clientY < top + height / 2 ? "before" : "after";
};

/** What makes a list's link take another list dropped before or after it. */
export const listDropZone = (
  onOver: (side: DropSide | undefined) => void,
  onDrop: (listId: string, side: DropSide) => void,
) => listDrag.dropZone(onOver, onDrop, sideOf);
