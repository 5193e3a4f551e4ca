import { useQuery } from "@tanstack/react-query";
import { sessionQuery } from "./session-queries";

export function useSession() {
  return useQuery(sessionQuery);
}
