import { useMutation, useQueryClient } from "@tanstack/react-query";
import { byPosition, positionBetween, spreadPositions } from "../../../../shared/position";
import type { List, ListsOverview } from "../../../../shared/schemas/list";
import { useToast } from "../../../components/toast";
import { useSession } from "../../../lib/use-session";
import { listKeys } from "../api/list-queries";
import { updateList } from "../api/lists-api";
import { refreshLists } from "./use-lists";

const MOVE_KEY = ["lists", "move"] as const;

/**
 * Moving a list among those the navigation shows, to `target` (its index once taken out of them): a position
 * between its new neighbours, or, with no number left between them, the lists spread apart. The new order
 * shows at once and is saved, and the other tabs follow through the live events. Answers what to announce.
 */
export function useMoveList() {
  const userId = useSession().data?.user.id ?? "";
  const queryClient = useQueryClient();
  const showToast = useToast();
  const save = useMutation({
    mutationKey: MOVE_KEY,
    mutationFn: (moves: Map<string, number>) =>
      Promise.all([...moves].map(([id, position]) => updateList(id, { position }))),
    onError: (error) => showToast(`The lists were not reordered: ${error.message}`),
    // Only after the last of a quick run of moves: an answer in between would show the order before the rest.
    onSettled: () => queryClient.isMutating({ mutationKey: MOVE_KEY }) <= 1 && refreshLists(queryClient, userId),
  });

  return (shown: List[], list: List, target: number): string | undefined => {
    const index = shown.findIndex((candidate) => candidate.id === list.id);
    if (index < 0 || target === index) return undefined;
    if (target < 0) return `“${list.name}” is already first.`;
    if (target >= shown.length) return `“${list.name}” is already last.`;
    const reordered = shown.filter((candidate) => candidate.id !== list.id);
    reordered.splice(target, 0, list);
    const position = positionBetween(reordered[target - 1]?.position, reordered[target + 1]?.position);
    const spread = spreadPositions(reordered.length, reordered[0]?.position ?? 0);
    const moves =
      position !== undefined
        ? new Map([[list.id, position]])
        : new Map(reordered.map((each, at) => [each.id, spread[at] ?? each.position]));

    const key = listKeys.all(userId);
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<ListsOverview>(key, (overview) =>
      overview
        ? {
            ...overview,
            lists: overview.lists
              .map((each) => ({ ...each, position: moves.get(each.id) ?? each.position }))
              .toSorted(byPosition),
          }
        : overview,
    );
    save.mutate(moves);
    return `“${list.name}” moved to place ${target + 1} of ${shown.length}.`;
  };
}
