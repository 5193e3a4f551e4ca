import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateMeInput, User } from "../../../../shared/schemas/user";
import { updateMe } from "../api/account-api";
import { meQuery } from "../api/account-queries";

/** The signed-in user's profile and preferences. Idle without a user. */
export function useMe(userId: string | undefined) {
  return useQuery(meQuery(userId));
}

/** Shows the change at once (a theme switches as it is picked) and puts it back if the server refuses. */
export function useUpdateMe(userId: string) {
  const queryClient = useQueryClient();
  const key = meQuery(userId).queryKey;
  return useMutation({
    mutationFn: updateMe,
    onMutate: async ({ displayName, preferences }: UpdateMeInput) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<User>(key);
      if (before) {
        queryClient.setQueryData<User>(key, {
          ...before,
          displayName: displayName ?? before.displayName,
          preferences: { ...before.preferences, ...preferences },
        });
      }
      return before;
    },
    onError: (_error, _changes, before) => queryClient.setQueryData(key, before),
    onSuccess: (user) => queryClient.setQueryData(key, user),
  });
}
