import type { DragEvent } from "react";

/**
 * One kind of thing the user drags (a task, a list): its id carried under a type of our own, so other drags
 * (text, files, the other kind) are left alone.
 */
export function dragKind(type: string) {
  /** Whether one of this kind is being dragged over (its id is readable only on drop, its type all along). */
  const isOfKind = (event: DragEvent): boolean => event.dataTransfer.types.includes(type);

  return {
    start(event: DragEvent, id: string): void {
      event.dataTransfer.setData(type, id);
      event.dataTransfer.effectAllowed = "move";
    },

    /**
     * What makes an element take a dropped one of this kind. `targetOf` tells where on it the dropped one would
     * land (undefined: it would not); by default anywhere, as `true`. `onOver` hears that as it moves over the
     * element (undefined once it leaves: moving onto one of its children is not leaving), `onDrop` gets the
     * dropped one's id and its target.
     */
    dropZone<Target = true>(
      onOver: (target: Target | undefined) => void,
      onDrop: (id: string, target: Target) => void,
      targetOf: (event: DragEvent) => Target | undefined = () => true as Target,
    ) {
      return {
        onDragOver: (event: DragEvent) => {
          if (!isOfKind(event)) return;
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
          if (!isOfKind(event)) return;
          const target = targetOf(event);
          onOver(undefined);
          const id = event.dataTransfer.getData(type);
          if (!id || target === undefined) return;
          event.preventDefault();
          onDrop(id, target);
        },
      };
    },
  };
}

type DropZone = ReturnType<ReturnType<typeof dragKind>["dropZone"]>;

/** The handlers of several drop zones on one element (a task and a list both dropped on a list's link). */
export function combineDropZones(...zones: DropZone[]): DropZone {
  const each = (handler: keyof DropZone) => (event: DragEvent) => {
    for (const zone of zones) zone[handler](event);
  };
  return { onDragOver: each("onDragOver"), onDragLeave: each("onDragLeave"), onDrop: each("onDrop") };
}
