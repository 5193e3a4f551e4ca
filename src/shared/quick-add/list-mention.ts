/** A list as quick add reads it: `+Groceries`, or `+"Long name"` when the name has a space. */
export const listMention = (name: string): string => (/\s/.test(name) ? `+"${name}"` : `+${name}`);
