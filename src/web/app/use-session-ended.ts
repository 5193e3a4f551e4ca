import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/** How long a page that lost its session stays up to say so before going to the welcome page. */
const SIGNED_OUT_NOTICE_MS = 1500;

/**
 * Whether the session ended while this page was open (signed out in another tab, expired, reset).
 * The page then stays briefly, so it can say why, and leaves for `/`.
 */
export function useSessionEnded(signedIn: boolean, checking: boolean): boolean {
  const navigate = useNavigate();
  const wasSignedIn = useRef(false);
  if (signedIn) wasSignedIn.current = true;
  const ended = !signedIn && !checking && wasSignedIn.current;

  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => void navigate("/", { replace: true }), SIGNED_OUT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [ended, navigate]);

  return ended;
}
