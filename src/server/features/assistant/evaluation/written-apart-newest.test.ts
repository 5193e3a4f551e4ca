import { evaluateWrittenApart } from "./written-apart";

// The newest corpora written apart (sealed12 on): a corpus added to the list is evaluated here.
evaluateWrittenApart(20);
