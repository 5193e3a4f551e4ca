import { Section } from "../components/section";
import { InstanceHealth, SignupsSwitch } from "../features/admin/components/admin-instance";
import { AdminUsers } from "../features/admin/components/admin-users";
import { useAdminUsers, useHealth, useSignups } from "../features/admin/hooks/use-admin";
import { useSession } from "../lib/use-session";
import { NotFoundContent } from "./not-found";

/** The admin area; to anyone else it does not exist (the API answers them 404 too). */
export function AdminPage() {
  const user = useSession().data?.user;
  if (user?.role !== "admin") return <NotFoundContent />;
  return (
    <>
      <title>Admin · Taskmind</title>
      <h1>Admin</h1>
      <AdminSections adminId={user.id} />
    </>
  );
}

/**
 * The sections come together, once each of their loads has ended (with its data or its failure): shown as each
 * arrived, the users' table, of a height nobody knows beforehand, would push the sections under it down.
 */
function AdminSections({ adminId }: { adminId: string }) {
  const loads = [useAdminUsers(), useSignups(), useHealth()];
  if (loads.some((load) => load.isPending)) return <p role="status">Loading…</p>;
  return (
    <>
      <Section title="Users">
        <AdminUsers adminId={adminId} />
      </Section>
      <Section title="Sign-ups">
        <SignupsSwitch />
      </Section>
      <Section title="Instance">
        <InstanceHealth />
      </Section>
    </>
  );
}
