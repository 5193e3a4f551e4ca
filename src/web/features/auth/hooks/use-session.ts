import { useQuery } from "@tanstack/react-query";
import { sessionQuery } from "../api/auth-queries";

export function useSession() {
  return useQuery(sessionQuery);
}
