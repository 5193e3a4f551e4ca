import { QueryStatus } from "../components/query-status";
import { Section } from "../components/section";
import { ChangePasswordForm } from "../features/account/components/change-password-form";
import { DeleteAccount } from "../features/account/components/delete-account";
import { PreferencesForm } from "../features/account/components/preferences-form";
import { ProfileForm } from "../features/account/components/profile-form";
import { SessionsList } from "../features/account/components/sessions-list";
import { useMe } from "../features/account/hooks/use-me";
import { useSession } from "../features/auth/hooks/use-session";
import { PushSettings } from "../features/reminders/components/push-settings";
import { DataTransfer } from "../features/transfer/components/data-transfer";

export function SettingsPage() {
  const session = useSession();
  const me = useMe(session.data?.user.id);

  return (
    <>
      <title>Settings · Taskmind</title>
      <h1>Settings</h1>
      <QueryStatus query={me} loading="Loading your settings…" failure="We couldn't load your settings.">
        {(user) => (
          <>
            <Section title="Profile">
              <ProfileForm user={user} />
            </Section>
            <Section title="Preferences">
              <PreferencesForm user={user} />
            </Section>
            <Section title="Notifications">
              <PushSettings />
            </Section>
            <Section title="Security">
              <h3>Change password</h3>
              <ChangePasswordForm userId={user.id} />
              <h3>Where you are signed in</h3>
              <SessionsList userId={user.id} />
            </Section>
            <Section title="Your data">
              <DataTransfer />
            </Section>
            <Section title="Danger zone" danger>
              <DeleteAccount />
            </Section>
          </>
        )}
      </QueryStatus>
    </>
  );
}
