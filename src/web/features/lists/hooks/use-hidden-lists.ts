import { createIdSetStore } from "../../../lib/id-set-store";

/**
 * Lists this tab shows as gone while their deletion waits out its Undo: they, and every task in them, stay off
 * the screen, whatever the server still answers meanwhile.
 */
const hidden = createIdSetStore();

export const hideList = (id: string) => hidden.set(id, true);
export const unhideList = (id: string) => hidden.set(id, false);
export const useHiddenLists = hidden.useIds;
