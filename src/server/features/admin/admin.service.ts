import type { AdminUserList, InstanceHealth, SignupSettings } from "../../../shared/schemas/admin";
import type { Clock } from "../../clock";
import type { Engine } from "../../db/connection";
import { DomainError, notFound } from "../../errors";
import type { AnnounceSessionsEnded } from "../../events/task-events";
import type { UsersRepository } from "../me/users.repository";
import type { TasksService } from "../tasks/tasks.service";
import type { AdminRepository } from "./admin.repository";

export interface AdminOptions {
  engine: Engine;
  appVersion: string;
  /** SIGNUPS=closed in the environment. */
  signupsForcedClosed: boolean;
  startedAt: number;
  clock: Clock;
  /** Disabling or deleting an account ends its sessions, so its open event streams must end too. */
  sessionsEnded: AnnounceSessionsEnded;
}

const notOneself = (adminId: string, userId: string, what: string) => {
  if (adminId === userId) throw new DomainError("invalid", "own_account", `You cannot ${what} your own account here.`);
};

/** The admin area's rules; who may use it is decided by `requireAdmin`. */
export function createAdminService({
  adminRows,
  users,
  tasks,
  options,
}: {
  adminRows: AdminRepository;
  users: UsersRepository;
  tasks: Pick<TasksService, "removeAll">;
  options: AdminOptions;
}) {
  return {
    /** Read from the database on every admin request, so a demotion counts at once. */
    isAdmin: async (userId: string): Promise<boolean> => (await adminRows.roleOf(userId)) === "admin",

    /** For the sign-in gate: a disabled account gets no new session. */
    isDisabled: (email: string): Promise<boolean> => adminRows.isDisabled(email),

    listUsers: (): Promise<AdminUserList> => adminRows.listUsers(),

    async setDisabled(adminId: string, userId: string, disabled: boolean): Promise<void> {
      notOneself(adminId, userId, "disable");
      if (!(await adminRows.setDisabled(userId, disabled))) throw notFound("This user");
      if (disabled) await options.sessionsEnded(userId);
    },

    async deleteUser(adminId: string, userId: string): Promise<void> {
      notOneself(adminId, userId, "delete");
      if (!(await users.findProfile(userId))) throw notFound("This user");
      // The tasks first, a batch at a time: by cascade they would go in one long statement.
      await tasks.removeAll(userId);
      await users.delete(userId);
      await options.sessionsEnded(userId);
    },

    async signups(): Promise<SignupSettings> {
      if (options.signupsForcedClosed) return { open: false, forcedClosed: true };
      return { open: await adminRows.signupsOpen(), forcedClosed: false };
    },

    async setSignupsOpen(open: boolean): Promise<SignupSettings> {
      if (options.signupsForcedClosed && open) {
        throw new DomainError(
          "conflict",
          "signups_forced_closed",
          "SIGNUPS=closed in the server's environment keeps sign-ups closed.",
        );
      }
      await adminRows.setSignupsOpen(open);
      return this.signups();
    },

    async health(): Promise<InstanceHealth> {
      const { version, sizeBytes } = await adminRows.databaseStats();
      return {
        engine: options.engine,
        databaseVersion: version,
        databaseSizeBytes: sizeBytes,
        uptimeSeconds: Math.round((options.clock.now().getTime() - options.startedAt) / 1000),
        appVersion: options.appVersion,
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
