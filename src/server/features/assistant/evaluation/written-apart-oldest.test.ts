import { evaluateWrittenApart } from "./written-apart";

// The ten oldest corpora written apart (held-out to sealed3).
evaluateWrittenApart(0, 10);
