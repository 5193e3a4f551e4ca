import { useEffect, useState } from "react";
import type { QuickAddOptions, Span } from "../../../shared/quick-add/parse-quick-add";
import type { QuickAddResult } from "../../../shared/schemas/quick-add";
import { usePreferences } from "../../lib/preferences";
import { spansAfterEdit } from "./ignored-spans";
import { loadQuickAddParser, type ParseQuickAdd } from "./load-parser";
import { type PreviewItem, previewItems } from "./preview-items";

/** The parser once fetched, so fields opened later read from their first render. */
let loadedParser: ParseQuickAdd | undefined;

function fetchParser(onLoaded: (parse: ParseQuickAdd) => void) {
  loadQuickAddParser().then(
    (parse) => {
      loadedParser = parse;
      onLoaded(parse);
    },
    // Until it loads nothing is highlighted and the text is saved as typed: nothing is lost either way.
    () => undefined,
  );
}

/**
 * What quick-add text means as it is typed, read by the very parser the server runs, with the same inputs it
 * would use: the user's time zone (their preference) and the browser's language. Spans the user dismissed
 * stay text, and follow the text as it is edited.
 */
export function useQuickAdd(text: string) {
  const { timeZone, hour12 } = usePreferences();
  const [parse, setParse] = useState(() => loadedParser);
  const [ignored, setIgnored] = useState<{ text: string; spans: Span[] }>({ text, spans: [] });
  let spans = ignored.spans;
  if (ignored.text !== text) {
    // Adjusted while rendering, so the parse below never reads spans meant for the text before the edit.
    spans = spansAfterEdit(ignored.spans, ignored.text, text);
    setIgnored({ text, spans });
  }
  const prefetch = () => {
    if (!parse) fetchParser((loaded) => setParse(() => loaded));
  };
  // Text put in without focus (a message recalled, a title given back after a refusal) is read too.
  useEffect(() => {
    if (text !== "" && !parse) fetchParser((loaded) => setParse(() => loaded));
  }, [text, parse]);

  const readWith = (parser: ParseQuickAdd) => {
    const options: QuickAddOptions = { now: new Date(), timeZone, locale: navigator.language, ignore: spans };
    return parser(text, options);
  };
  const result = parse && text.trim() !== "" ? readWith(parse) : undefined;
  const items: PreviewItem[] = result ? previewItems(text, result, { timeZone, hour12, now: new Date() }) : [];

  return {
    /** Undefined until the parser has loaded, and for empty text. */
    result,
    items,
    /** Starts fetching the parser (on focus), so it is there by the first word. */
    prefetch,
    /** Keeps the words of one preview item as text. */
    dismiss: (item: PreviewItem) => setIgnored({ text, spans: [...spans, ...item.spans] }),
    /**
     * What the text means at the moment of saving: as shown, or, when the parser is still on its way, once it
     * has come (undefined if it cannot be fetched, or for empty text).
     */
    parseForSaving: async (): Promise<QuickAddResult | undefined> => {
      if (text.trim() === "") return undefined;
      const parser = parse ?? (await loadQuickAddParser().catch(() => undefined));
      return parser && readWith(parser);
    },
  };
}

export type QuickAdd = ReturnType<typeof useQuickAdd>;
