import { motion, useReducedMotion, type Variants } from "motion/react";
import { useState } from "react";
import { Link, Navigate } from "react-router";
import { useSession } from "../features/auth/hooks/use-session";
import "./welcome.css";

// The spec's numbers: "Hi." fades out over 2 s, then the welcome enters with a 0.2 s stagger.
const HI_FADE_SECONDS = 2;
const STAGGER_SECONDS = 0.2;

const welcome: Variants = { hidden: {}, shown: { transition: { staggerChildren: STAGGER_SECONDS } } };
const item: Variants = { hidden: { opacity: 0, y: 8 }, shown: { opacity: 1, y: 0, transition: { duration: 0.4 } } };

export function WelcomePage() {
  const session = useSession();
  const reduceMotion = useReducedMotion();
  const [greeted, setGreeted] = useState(false);

  if (session.data) return <Navigate to="/assistant" replace />;
  // A signed-in visitor is on their way elsewhere: no "Hi." flashing up before the redirect.
  if (session.isPending) return <div className="welcome" />;

  return (
    <div className="welcome">
      <title>Taskmind</title>
      {!greeted && !reduceMotion ? (
        <motion.p
          className="welcome-hi"
          initial={{ opacity: 1 }}
          animate={{ opacity: 0 }}
          transition={{ duration: HI_FADE_SECONDS, ease: "easeInOut" }}
          onAnimationComplete={() => setGreeted(true)}
        >
          Hi.
        </motion.p>
      ) : (
        <motion.div
          className="welcome-content"
          variants={welcome}
          initial={reduceMotion ? "shown" : "hidden"}
          animate="shown"
        >
          <motion.h1 variants={item}>Welcome to Taskmind, your personal task assistant.</motion.h1>
          <motion.div variants={item}>
            <Link to="/sign-in" className="button button-primary">
              Sign In
            </Link>
          </motion.div>
          <motion.p variants={item} className="muted">
            New here? <Link to="/sign-up">Sign Up</Link>
          </motion.p>
        </motion.div>
      )}
    </div>
  );
}
