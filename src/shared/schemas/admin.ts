import { z } from "zod";
import { SIGNUPS_CLOSED_MESSAGE } from "./auth-messages";

export { SIGNUPS_CLOSED_MESSAGE };

export interface AdminUser {
  id: string;
  email: string;
  role: string;
  disabled: boolean;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** The latest use of any of their sessions; null when they have none. */
  lastActiveAt: string | null;
  taskCount: number;
}

/** The newest accounts (at most ADMIN_USERS_LIST_MAX), and how many there are in all. */
export interface AdminUserList {
  users: AdminUser[];
  total: number;
}

export interface SignupSettings {
  open: boolean;
  /** SIGNUPS=closed in the server's environment: the admin cannot open them. */
  forcedClosed: boolean;
}

export const updateSignupsSchema = z.strictObject({
  open: z.boolean({ error: "open must be true or false." }),
});

export interface InstanceHealth {
  engine: "sqlite" | "postgres";
  databaseVersion: string;
  /** Bytes the database takes: the file and its write-ahead log, or the schema's tables on PostgreSQL. */
  databaseSizeBytes: number;
  uptimeSeconds: number;
  appVersion: string;
}

export const ACCOUNT_DISABLED_MESSAGE = "This account is disabled.";
