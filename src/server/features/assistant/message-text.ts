/** A message's text as the readers compare it, and the small tools every reader uses on it. */

/** Between steps or tasks: a comma or semicolon (an "and" after it too), or "and". */
export const STEP_SEPARATOR = /\s*[,;]\s*(?:and\s+|und\s+)?|\s+(?:and|und)\s+/i;
/**
 * A message as typed, tidied: single spaces, no closing punctuation, no check mark ("X erledigt ✔"). A dot after a
 * number stays: German dates end on one ("am 7.12.").
 */
export const tidy = (message: string) =>
  message
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(?:[\s?!\u2705\u2611\u2713\u2714]|\uFE0F|(?<!\p{N})\.)+$/u, "");

/** How a message is compared: lower case, one kind of apostrophe, single spaces, no closing punctuation. */
export function normalise(message: string): string {
  return tidy(message.toLowerCase().replace(/[\u2018\u2019]/g, "'"));
}

/** The match of the first of `patterns` that reads `text`: the readers try their patterns in order. */
export const firstMatch = (patterns: RegExp[], text: string) => {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return undefined;
};
