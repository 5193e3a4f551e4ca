import { Section } from "../components/section";
import { InstanceHealth, SignupsSwitch } from "../features/admin/components/admin-instance";
import { AdminUsers } from "../features/admin/components/admin-users";
import { useSession } from "../features/auth/hooks/use-session";
import { NotFoundContent } from "./not-found";

/** The admin area; to anyone else it does not exist (the API answers them 404 too). */
export function AdminPage() {
  const user = useSession().data?.user;
  if (user?.role !== "admin") return <NotFoundContent />;
  return (
    <>
      <title>Admin · Taskmind</title>
      <h1>Admin</h1>
      <Section title="Users">
        <AdminUsers adminId={user.id} />
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
