/**
 * Every limit the product enforces, named once. Client and server both read these,
 * so a form and the API can never disagree about what is allowed.
 */
export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_DESCRIPTION_MAX_LENGTH = 5000;
export const TASK_TAGS_MAX = 20;
export const TASK_TAG_MAX_LENGTH = 32;

export const EMAIL_MAX_LENGTH = 254;
export const DISPLAY_NAME_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const TASK_PAGE_SIZE_DEFAULT = 50;
export const TASK_PAGE_SIZE_MAX = 200;
export const TASK_SEARCH_MAX_LENGTH = 200;

/** Request bodies above this size are refused with 413 before they are parsed. */
export const REQUEST_BODY_MAX_BYTES = 64 * 1024;

/** Per client IP and per auth endpoint (sign-in, sign-up, password reset). */
export const AUTH_RATE_LIMIT = { maxRequests: 10, windowSeconds: 60 } as const;

export const PASSWORD_RESET_LINK_TTL_SECONDS = 60 * 60;

/** A session's "last active" is kept to within this; finer would cost a write on every request. */
export const SESSION_ACTIVITY_RESOLUTION_MS = 5 * 60 * 1000;

/** Search indexes the first this-many characters of each word of a task. */
export const TASK_SEARCH_WORD_MAX_LENGTH = 40;
/**
 * Search indexes at most this many different words of a task, its title's first, then its description's
 * (about its first 600 characters): a 5,000-character description can hold over 1,000, each a row to write.
 */
export const TASK_SEARCH_WORDS_MAX = 100;
/**
 * A search uses at most this many of its words (the longest, which narrow it most): each word is one
 * more index lookup, and PostgreSQL's planning time grows steeply with them.
 */
export const TASK_SEARCH_TERMS_MAX = 6;

/** An import file may be this large (413 above it), and hold this many tasks. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_TASKS_MAX = 50_000;
/**
 * Per account, imports and previews together: each may be a 10 MB file to read and write, and the
 * Settings page sends two (a preview, then the import). An account runs one import at a time besides.
 */
export const IMPORT_RATE_LIMIT = { maxRequests: 20, windowSeconds: 60 * 60 } as const;
/** An import report lists at most this many row errors (and says how many more there were). */
export const IMPORT_ERRORS_SHOWN_MAX = 100;

/** The admin's user list shows at most this many accounts, newest first. */
export const ADMIN_USERS_LIST_MAX = 500;

/** How long a deleted task can be brought back from its toast. */
export const TASK_UNDO_MS = 5000;
