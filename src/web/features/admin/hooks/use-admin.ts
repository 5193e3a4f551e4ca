import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SignupSettings } from "../../../../shared/schemas/admin";
import { useToast } from "../../../components/toast";
import { deleteUser, setSignupsOpen, setUserDisabled } from "../api/admin-api";
import { adminKeys, adminUsersQuery, healthQuery, signupsQuery } from "../api/admin-queries";

export const useAdminUsers = () => useQuery(adminUsersQuery);
export const useSignups = () => useQuery(signupsQuery);
export const useHealth = () => useQuery(healthQuery);

/** The admin's changes; each says how it went and refreshes what the admin sees. */
export function useAdminActions() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const settled = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const failed = (error: Error) => showToast(`That did not work. ${error.message}`);
  return {
    setDisabled: useMutation({
      mutationFn: ({ id, disabled }: { id: string; email: string; disabled: boolean }) => setUserDisabled(id, disabled),
      onSuccess: (_result, { email, disabled }) => showToast(`${email} is ${disabled ? "disabled" : "enabled"}.`),
      onError: failed,
      onSettled: settled,
    }),
    remove: useMutation({
      mutationFn: ({ id }: { id: string; email: string }) => deleteUser(id),
      onSuccess: (_result, { email }) => showToast(`${email} was deleted.`),
      onError: failed,
      onSettled: settled,
    }),
    setSignups: useMutation({
      mutationFn: setSignupsOpen,
      // The switch moves at once; a refusal puts it back when the settings are asked again. A reading still
      // on its way (after the previous change) would move it back: it is cancelled first.
      onMutate: async (open) => {
        await queryClient.cancelQueries({ queryKey: adminKeys.signups });
        queryClient.setQueryData<SignupSettings>(adminKeys.signups, (current) => current && { ...current, open });
      },
      onSuccess: (signups) => showToast(signups.open ? "Sign-ups are open." : "Sign-ups are closed."),
      onError: failed,
      onSettled: settled,
    }),
  };
}
