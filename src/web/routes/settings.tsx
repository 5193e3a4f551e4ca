export function SettingsPage() {
  return (
    <>
      <title>Settings · Taskmind</title>
      <h1>Settings</h1>
      <p>Welcome to the Settings page!</p>
    </>
  );
}
