import { useState } from "react";
import type { AdminUser } from "../../../../shared/schemas/admin";
import { formatDateTime } from "../../../../shared/time/format-date";
import { Dialog } from "../../../components/dialog";
import { QueryStatus } from "../../../components/query-status";
import { usePreferences } from "../../../lib/preferences";
import { useAdminActions, useAdminUsers } from "../hooks/use-admin";
import "./admin.css";
import { plural } from "../../../../shared/plural";

/** Every account: who, since when, last seen, how many tasks (never what they say), and what the admin can do. */
export function AdminUsers({ adminId }: { adminId: string }) {
  const users = useAdminUsers();
  const { setDisabled, remove } = useAdminActions();
  const [deleting, setDeleting] = useState<AdminUser>();
  const { timeZone, hour12 } = usePreferences();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, { timeZone, hour12 }) : "Never");

  return (
    <QueryStatus query={users} loading="Loading the users…" failure="We couldn't load the users.">
      {({ users: shown, total }) => (
        <>
          {total > shown.length && (
            <p className="muted">
              Showing the newest {shown.length.toLocaleString()} of {total.toLocaleString()} accounts.
            </p>
          )}
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Users</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last active</th>
                  <th scope="col">Tasks</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">{user.email}</th>
                    <td>{when(user.createdAt)}</td>
                    <td>{when(user.lastActiveAt)}</td>
                    <td className="tabular">{user.taskCount}</td>
                    <td>{user.role === "admin" ? "Admin" : user.disabled ? "Disabled" : "Active"}</td>
                    <td className="admin-actions">
                      {user.id !== adminId && (
                        <>
                          <button
                            type="button"
                            className="button button-secondary"
                            aria-label={`${user.disabled ? "Enable" : "Disable"} ${user.email}`}
                            onClick={() =>
                              setDisabled.mutate({ id: user.id, email: user.email, disabled: !user.disabled })
                            }
                          >
                            {user.disabled ? "Enable" : "Disable"}
                          </button>
                          <button
                            type="button"
                            className="button button-danger"
                            aria-label={`Delete ${user.email}`}
                            onClick={() => setDeleting(user)}
                          >
                            Delete
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {deleting && (
            <Dialog title={`Delete ${deleting.email}?`} onClose={() => setDeleting(undefined)}>
              <p>The account, its sessions and its {plural(deleting.taskCount, "task")} are removed for good.</p>
              <div className="dialog-actions">
                <button type="button" className="button button-ghost" onClick={() => setDeleting(undefined)}>
                  Cancel
                </button>
                <button
                  type="button"
                  className="button button-danger"
                  onClick={() => {
                    remove.mutate({ id: deleting.id, email: deleting.email });
                    setDeleting(undefined);
                  }}
                >
                  Delete the account
                </button>
              </div>
            </Dialog>
          )}
        </>
      )}
    </QueryStatus>
  );
}
