import { useQuery } from "@tanstack/react-query";
import { instanceQuery } from "../api/admin-queries";

/** What the instance tells anyone, signed in or not (whether sign-ups are open); apart from the admin's hooks so the sign-up page does not pull them in. */
export const useInstance = () => useQuery(instanceQuery);
