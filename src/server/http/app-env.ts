/** What middleware hands to the handlers after it. */
export interface AppEnv {
  Variables: {
    /** The signed-in user; set by `requireUser`. */
    userId: string;
    /** The session this request came with; set by `requireUser`. */
    sessionId: string;
    /** When that session expires unless used again; set by `requireUser`. */
    sessionExpiresAt: Date;
  };
}
