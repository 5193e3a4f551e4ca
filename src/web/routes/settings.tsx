import type { ReactNode } from "react";
import { QueryStatus } from "../components/query-status";
import { Section } from "../components/section";
import { SectionNav } from "../components/section-nav";
import { ChangePasswordForm } from "../features/account/components/change-password-form";
import { DeleteAccount } from "../features/account/components/delete-account";
import { PreferencesForm } from "../features/account/components/preferences-form";
import { ProfileForm } from "../features/account/components/profile-form";
import { SessionsList } from "../features/account/components/sessions-list";
import { useMe } from "../features/account/hooks/use-me";
import { PushSettings } from "../features/push/components/push-settings";
import { DataTransfer } from "../features/transfer/components/data-transfer";
import { useSession } from "../lib/use-session";

/** In page order; the ids are the links' fragments (/settings#devices). */
const SECTIONS = [
  { id: "profile", title: "Profile" },
  { id: "preferences", title: "Preferences" },
  { id: "notifications", title: "Notifications" },
  { id: "security", title: "Security" },
  { id: "devices", title: "Devices" },
  { id: "data", title: "Your data" },
  { id: "account", title: "Danger zone" },
] as const;

type SectionId = (typeof SECTIONS)[number]["id"];

export function SettingsPage() {
  const session = useSession();
  const me = useMe(session.data?.user.id);

  return (
    <>
      <title>Settings · Taskmind</title>
      <h1>Settings</h1>
      <QueryStatus query={me} loading="Loading your settings…" failure="We couldn't load your settings.">
        {(user) => {
          const content: Record<SectionId, ReactNode> = {
            profile: <ProfileForm user={user} />,
            preferences: <PreferencesForm user={user} />,
            notifications: <PushSettings />,
            security: (
              <>
                <h3>Change password</h3>
                <ChangePasswordForm userId={user.id} />
              </>
            ),
            devices: (
              <>
                <h3>Where you are signed in</h3>
                <SessionsList userId={user.id} />
              </>
            ),
            data: <DataTransfer />,
            account: <DeleteAccount />,
          };
          return (
            <div className="sectioned-page">
              <SectionNav label="Settings sections" sections={SECTIONS} />
              <div className="sectioned-page-sections">
                {SECTIONS.map(({ id, title }) => (
                  <Section key={id} id={id} title={title} danger={id === "account"}>
                    {content[id]}
                  </Section>
                ))}
              </div>
            </div>
          );
        }}
      </QueryStatus>
    </>
  );
}
