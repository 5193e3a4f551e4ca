import { evaluateWrittenApart } from "./written-apart";

// The next ten corpora written apart (sealed4 to sealed11).
evaluateWrittenApart(10, 20);
