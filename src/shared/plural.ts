/** "1 task", "3 tasks": a count and an English noun that takes an s. */
export const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;
