import { useOutletContext } from "react-router";
import type { SignedInOutletContext } from "../app/protected-layout";

export function AssistantPage() {
  const { displayName } = useOutletContext<SignedInOutletContext>();
  return (
    <>
      <title>Assistant · Taskmind</title>
      <h1>Assistant</h1>
      {displayName && <p className="greeting">Hello, {displayName}.</p>}
      <p>Welcome to the Assistant page!</p>
    </>
  );
}
