// What `import … from "zod"` means in the browser build (vite.config.ts aliases it here): zod, told first that it
// may not compile its parsers with `new Function`. The server's CSP forbids eval, so they could never run in the
// page anyway; but zod probes for eval as the first object schema is made, and the browser reports every such
// probe as a CSP violation (Lighthouse's best-practices "issues"; the e2e console guard fails on them). An alias,
// because schemas are made as their modules load: no import of ours could be sure to run before all of them.
import { config } from "zod/v4/core";

config({ jitless: true });

export * from "zod/v4";
