import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateListInput, UpdateListInput } from "../../../../shared/schemas/list";
import { useSession } from "../../../lib/use-session";
import { listKeys, listsQuery } from "../api/list-queries";
import { createList, updateList } from "../api/lists-api";
import { useHiddenLists } from "./use-hidden-lists";

/** The signed-in user's lists (and Inbox), with their counts; not those being deleted (see use-hidden-lists.ts). */
export function useLists() {
  const userId = useSession().data?.user.id ?? "";
  const hidden = useHiddenLists();
  return useQuery({
    ...listsQuery(userId),
    enabled: userId !== "",
    select: (overview) =>
      hidden.size === 0 ? overview : { ...overview, lists: overview.lists.filter((list) => !hidden.has(list.id)) },
  });
}

/** Counts follow the tasks: any change to a task may change them. */
export const refreshLists = (queryClient: QueryClient, userId: string, { refetchShown = true } = {}) =>
  queryClient.invalidateQueries({ queryKey: listKeys.all(userId), refetchType: refetchShown ? "active" : "none" });

/** Making and changing lists; each refreshes the lists. (Deleting one waits for its Undo: see routes/list.tsx.) */
export function useListActions() {
  const userId = useSession().data?.user.id ?? "";
  const queryClient = useQueryClient();
  const onSettled = () => refreshLists(queryClient, userId);
  return {
    create: useMutation({ mutationFn: (input: CreateListInput) => createList(input), onSettled }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: string; changes: UpdateListInput }) => updateList(id, changes),
      onSettled,
    }),
  };
}
