import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateMeInput, User } from "../../../../shared/schemas/user";
import { getMe, updateMe } from "../api/account-api";

const meKey = (userId: string | undefined) => ["me", userId] as const;

/** The signed-in user's profile and preferences. Idle without a user. */
export function useMe(userId: string | undefined) {
  return useQuery({ queryKey: meKey(userId), queryFn: getMe, enabled: userId !== undefined });
}

/** Shows the change at once (a theme switches as it is picked) and puts it back if the server refuses. */
export function useUpdateMe(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onMutate: async ({ displayName, preferences }: UpdateMeInput) => {
      await queryClient.cancelQueries({ queryKey: meKey(userId), exact: true });
      const before = queryClient.getQueryData<User>(meKey(userId));
      if (before) {
        queryClient.setQueryData<User>(meKey(userId), {
          ...before,
          displayName: displayName ?? before.displayName,
          preferences: { ...before.preferences, ...preferences },
        });
      }
      return before;
    },
    onError: (_error, _changes, before) => queryClient.setQueryData(meKey(userId), before),
    onSuccess: (user) => queryClient.setQueryData(meKey(userId), user),
  });
}
