import type { parseQuickAdd } from "../../../../shared/quick-add/parse-quick-add";

export type ParseQuickAdd = typeof parseQuickAdd;

let loading: Promise<ParseQuickAdd> | undefined;

/**
 * The quick-add parser (with its date library, the largest piece of the app's code) in its own chunk, fetched
 * the first time a quick-add field gets focus, so it adds nothing to the first page. A failed fetch is tried
 * again next time.
 */
export function loadQuickAddParser(): Promise<ParseQuickAdd> {
  loading ??= import("../../../../shared/quick-add/parse-quick-add").then(
    (module) => module.parseQuickAdd,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
