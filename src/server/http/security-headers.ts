import { createHash } from "node:crypto";
import { secureHeaders } from "hono/secure-headers";

/** How a CSP allows one inline script, and that script alone: the hash of its exact text. */
const hashSource = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/**
 * A strict CSP (no inline styles, nothing from elsewhere, no inline scripts but the pages' own) plus the usual
 * hardening headers.
 * @param inlineScripts the text of each inline script the built pages carry (index.html's theme script, which must
 *   run before the first paint), each allowed by its hash.
 */
export const securityHeaders = (inlineScripts: readonly string[]) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts.map(hashSource)],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    crossOriginEmbedderPolicy: false,
  });
