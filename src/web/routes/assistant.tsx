import { AssistantChat } from "../features/assistant/components/assistant-chat";
import { useSession } from "../lib/use-session";

export function AssistantPage() {
  const userId = useSession().data?.user.id;
  return (
    <>
      <title>Assistant · Taskmind</title>
      <h1>Assistant</h1>
      <p className="muted">Welcome to the Assistant page!</p>
      {userId && <AssistantChat userId={userId} />}
    </>
  );
}
