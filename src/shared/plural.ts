/** The word that agrees with a count: `oneOrMany(2, "is", "are")` is "are"; nouns, verbs and pronouns alike. */
export const oneOrMany = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * A count and its noun: "1 task", "3 tasks"; "1 Aufgabe", "2 Aufgaben" with the plural given where an s would be
 * wrong. The one helper for counted nouns, on the web and the server, in English and German.
 */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${oneOrMany(count, one, many)}`;
