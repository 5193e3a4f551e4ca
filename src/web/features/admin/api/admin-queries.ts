import { queryOptions } from "@tanstack/react-query";
import { getHealth, getInstance, getSignups, listUsers } from "./admin-api";

/** Every query of the admin area starts with `adminKeys.all`, so one call refreshes what the admin sees. */
export const adminKeys = {
  all: ["admin"] as const,
  users: ["admin", "users"] as const,
  signups: ["admin", "signups"] as const,
  health: ["admin", "health"] as const,
};

export const adminUsersQuery = queryOptions({ queryKey: adminKeys.users, queryFn: listUsers });
export const signupsQuery = queryOptions({ queryKey: adminKeys.signups, queryFn: getSignups });
export const healthQuery = queryOptions({ queryKey: adminKeys.health, queryFn: getHealth });

/** Public, unlike the rest: whether the sign-up form can be used. Asked afresh on every visit. */
export const instanceQuery = queryOptions({ queryKey: ["instance"] as const, queryFn: getInstance, staleTime: 0 });
