import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SignupSettings } from "../../../../shared/schemas/admin";
import { useToast } from "../../../components/toast";
import {
  deleteUser,
  getHealth,
  getInstance,
  getSignups,
  listUsers,
  setSignupsOpen,
  setUserDisabled,
} from "../api/admin-api";

const ADMIN_KEY = ["admin"] as const;

export const useAdminUsers = () => useQuery({ queryKey: [...ADMIN_KEY, "users"], queryFn: listUsers });
const SIGNUPS_KEY = [...ADMIN_KEY, "signups"] as const;

export const useSignups = () => useQuery({ queryKey: SIGNUPS_KEY, queryFn: getSignups });
export const useHealth = () => useQuery({ queryKey: [...ADMIN_KEY, "health"], queryFn: getHealth });
export const useInstance = () => useQuery({ queryKey: ["instance"], queryFn: getInstance, staleTime: 0 });

/** The admin's changes; each says how it went and refreshes what the admin sees. */
export function useAdminActions() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const settled = () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
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
        await queryClient.cancelQueries({ queryKey: SIGNUPS_KEY });
        queryClient.setQueryData<SignupSettings>(SIGNUPS_KEY, (current) => current && { ...current, open });
      },
      onSuccess: (signups) => showToast(signups.open ? "Sign-ups are open." : "Sign-ups are closed."),
      onError: failed,
      onSettled: settled,
    }),
  };
}
