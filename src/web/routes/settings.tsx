import { Section } from "../components/section";
import { ChangePasswordForm } from "../features/account/components/change-password-form";
import { DeleteAccount } from "../features/account/components/delete-account";
import { PreferencesForm } from "../features/account/components/preferences-form";
import { ProfileForm } from "../features/account/components/profile-form";
import { SessionsList } from "../features/account/components/sessions-list";
import { useMe } from "../features/account/hooks/use-me";
import { useSession } from "../features/auth/hooks/use-session";
import { DataTransfer } from "../features/transfer/components/data-transfer";

export function SettingsPage() {
  const session = useSession();
  const me = useMe(session.data?.user.id);

  return (
    <>
      <title>Settings · Taskmind</title>
      <h1>Settings</h1>
      {me.isPending ? (
        <p role="status">Loading your settings…</p>
      ) : me.isError ? (
        <div className="form-error load-error" role="alert">
          <p>
            <strong>We couldn't load your settings.</strong> {me.error.message}
          </p>
          <div>
            <button type="button" className="button button-secondary" onClick={() => void me.refetch()}>
              Retry
            </button>
          </div>
        </div>
      ) : (
        <>
          <Section title="Profile">
            <ProfileForm user={me.data} />
          </Section>
          <Section title="Preferences">
            <PreferencesForm user={me.data} />
          </Section>
          <Section title="Security">
            <h3>Change password</h3>
            <ChangePasswordForm />
            <h3>Where you are signed in</h3>
            <SessionsList userId={me.data.id} />
          </Section>
          <Section title="Your data">
            <DataTransfer />
          </Section>
          <Section title="Danger zone" danger>
            <DeleteAccount />
          </Section>
        </>
      )}
    </>
  );
}
