import { useEffect, useState } from "react";
import type { QuickAddOptions, Span } from "../../../../shared/quick-add/parse-quick-add";
import type { ListName } from "../../../../shared/schemas/list";
import type { QuickAddResult } from "../../../../shared/schemas/quick-add";
import type { CalendarDay } from "../../../../shared/time/calendar";
import { useToast } from "../../../components/toast";
import { usePreferences } from "../../../lib/preferences";
import { useListActions, useLists } from "../../lists/hooks/use-lists";
import { spansAfterEdit } from "../lib/ignored-spans";
import { loadQuickAddParser, type ParseQuickAdd } from "../lib/load-parser";
import { type PreviewItem, previewItems } from "../lib/preview-items";

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
 * would use: the user's time zone (their preference), the browser's language and the user's active lists.
 * Spans the user dismissed stay text, and follow the text as it is edited. A list named that the user does not
 * have is offered for creation, once their lists are known. `dueDay`: the day a task added here is due when the
 * text names none (a reminder's time of day said alone is on it).
 */
export function useQuickAdd(text: string, dueDay?: CalendarDay) {
  const { timeZone, hour12 } = usePreferences();
  const showToast = useToast();
  const listsQuery = useLists();
  const createList = useListActions().create;
  const lists: ListName[] = (listsQuery.data?.lists ?? [])
    .filter((list) => !list.archived)
    .map(({ id, name }) => ({ id, name }));
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
    const options: QuickAddOptions = {
      now: new Date(),
      timeZone,
      locale: navigator.language,
      ignore: spans,
      lists: lists.map((list) => list.name),
      dueDay,
    };
    return parser(text, options);
  };
  const result = parse && text.trim() !== "" ? readWith(parse) : undefined;
  // Until the lists are known, every +Name looks unknown: none is offered for creation then.
  const shown = result && !listsQuery.isSuccess ? { ...result, unknownList: null } : result;
  const items: PreviewItem[] = shown ? previewItems(text, shown, { timeZone, hour12, now: new Date() }) : [];

  return {
    /** Undefined until the parser has loaded, and for empty text. */
    result,
    items,
    /** The lists the text is read with (the user's active ones), for `taskFieldsOf`. */
    lists,
    /** Makes the list a `new-list` item offers; the text then names it, so the task goes into it. */
    createList: (name: string) =>
      createList.mutate(
        { name },
        {
          onSuccess: (list) => showToast(`List “${list.name}” created.`),
          onError: (error) => showToast(`The list was not created. ${error.message}`),
        },
      ),
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
