import type { AdminUserList, InstanceHealth, SignupSettings } from "../../../../shared/schemas/admin";
import { api } from "../../../lib/api-client";

export const listUsers = () => api.get<AdminUserList>("/api/admin/users");
export const setUserDisabled = (id: string, disabled: boolean) =>
  api.post(`/api/admin/users/${encodeURIComponent(id)}/${disabled ? "disable" : "enable"}`);
export const deleteUser = (id: string) => api.delete(`/api/admin/users/${encodeURIComponent(id)}`);
export const getSignups = async () => (await api.get<{ signups: SignupSettings }>("/api/admin/settings")).signups;
export const setSignupsOpen = async (open: boolean) =>
  (await api.patch<{ signups: SignupSettings }>("/api/admin/settings", { open })).signups;
export const getHealth = async () => (await api.get<{ health: InstanceHealth }>("/api/admin/health")).health;
/** Public: whether the sign-up form can be used. */
export const getInstance = () => api.get<{ signupsOpen: boolean; assistantModel: boolean }>("/api/instance");
