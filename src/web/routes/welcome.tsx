import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, Navigate } from "react-router";
import { useSession } from "../lib/use-session";
import "./welcome.css";

// The spec's numbers: "Hi." fades out over 2 s, then the welcome enters with a 0.2 s stagger.
const HI_FADE_MS = 2_000;
const STAGGER_MS = 200;
const ENTER_MS = 400;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export function WelcomePage() {
  const session = useSession();

  if (session.data) return <Navigate to="/assistant" replace />;
  // A signed-in visitor is on their way elsewhere: no "Hi." flashing up before the redirect.
  if (session.isPending) return <div className="welcome" />;
  return <Welcome />;
}

/**
 * Animated with the browser's own Web Animations rather than an animation library, which would more than double
 * this page's script. The first render is the "Hi." stage, as prerendered at build time; the stylesheet hides it
 * from visitors who asked for reduced motion until the script shows them the end state. A click or a key press
 * skips to that end state: a returning visitor need not sit through the greeting.
 */
function Welcome() {
  const [stage, setStage] = useState<"hi" | "entering" | "shown">("hi");
  const hiRef = useRef<HTMLParagraphElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (window.matchMedia(REDUCED_MOTION).matches) {
      setStage("shown");
      return;
    }
    const fade = hiRef.current?.animate([{ opacity: 1 }, { opacity: 0 }], {
      duration: HI_FADE_MS,
      easing: "ease-in-out",
      fill: "forwards",
    });
    if (!fade) return;
    // A "Hi." skipped is gone from the page, but its fade runs on: its end must not bring the entrance back.
    fade.onfinish = () => setStage((current) => (current === "hi" ? "entering" : current));
    return () => fade.cancel();
  }, []);

  useEffect(() => {
    if (stage === "shown") return;
    const skip = () => setStage("shown");
    window.addEventListener("click", skip);
    window.addEventListener("keydown", skip);
    return () => {
      window.removeEventListener("click", skip);
      window.removeEventListener("keydown", skip);
    };
  }, [stage]);

  useLayoutEffect(() => {
    if (stage !== "entering") return;
    const items = [...(contentRef.current?.children ?? [])];
    const entries = items.map((item, index) =>
      item.animate(
        [
          { opacity: 0, transform: "translateY(8px)" },
          { opacity: 1, transform: "none" },
        ],
        {
          duration: ENTER_MS,
          delay: index * STAGGER_MS,
          easing: "ease-out",
          fill: "backwards",
        },
      ),
    );
    return () => {
      for (const entry of entries) entry.cancel();
    };
  }, [stage]);

  return (
    <div className="welcome">
      <title>Taskmind</title>
      {stage === "hi" ? (
        <p ref={hiRef} className="welcome-hi">
          Hi.
        </p>
      ) : (
        <div ref={contentRef} className="welcome-content">
          <h1>Welcome to Taskmind, your personal task assistant.</h1>
          <div>
            <Link to="/sign-in" className="button button-primary">
              Sign In
            </Link>
          </div>
          <p className="muted">
            New here? <Link to="/sign-up">Sign Up</Link>
          </p>
        </div>
      )}
    </div>
  );
}
