import type { QuickAddPart, QuickAddPartKind } from "../schemas/quick-add";
import type { Reminder } from "../schemas/task";

export interface Span {
  start: number;
  end: number;
}

/** Stands in for text another rule took, or the user dismissed: no date parser reads it as part of a word or phrase. */
const MASK = "\u0000";

export function masked(text: string, spans: readonly Span[]): string {
  let result = text;
  for (const { start, end } of spans) {
    result = result.slice(0, start) + MASK.repeat(Math.max(0, end - start)) + result.slice(end);
  }
  return result.slice(0, text.length);
}

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

/** What the passes over one quick add have taken of its text, each pass leaving the next what is still free. */
export interface Claims {
  /** The spans recognised, in the order they were claimed. */
  readonly parts: QuickAddPart[];
  isFree(span: Span): boolean;
  /** Recognises the span as a part, which no later pass may read. */
  claim(span: Span, kind: QuickAddPartKind, reminder?: Reminder): void;
  /** Takes the span from the later passes without recognising it (yet). */
  hold(span: Span): void;
  /** The text with every span taken masked, for the next pass to read. */
  unclaimed(text: string): string;
}

/** No claims yet; the spans the user dismissed are held from the start: they stay text. */
export function claimsOver(dismissed: readonly Span[]): Claims {
  /** Spans no rule may read any more: the dismissed ones and those already recognised. */
  const taken: Span[] = [...dismissed];
  const parts: QuickAddPart[] = [];
  return {
    parts,
    isFree: (span) => !taken.some((other) => overlaps(span, other)),
    claim: ({ start, end }, kind, reminder) => {
      parts.push(reminder ? { start, end, kind, reminder } : { start, end, kind });
      taken.push({ start, end });
    },
    hold: (span) => {
      taken.push(span);
    },
    unclaimed: (text) => masked(text, taken),
  };
}
