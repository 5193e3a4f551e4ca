export interface User {
  id: string;
  email: string;
  displayName: string;
  role: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}
