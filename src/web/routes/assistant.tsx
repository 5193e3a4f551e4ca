export function AssistantPage() {
  return (
    <>
      <title>Assistant · Taskmind</title>
      <h1>Assistant</h1>
      <p>Welcome to the Assistant page!</p>
    </>
  );
}
