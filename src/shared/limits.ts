/**
 * Every limit the product enforces, named once. Client and server both read these,
 * so a form and the API can never disagree about what is allowed.
 */
export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_DESCRIPTION_MAX_LENGTH = 5000;
export const TASK_TAGS_MAX = 20;
export const TASK_TAG_MAX_LENGTH = 32;
/** A restored task's postponed count: what the database's integer column holds. */
export const TASK_POSTPONED_COUNT_MAX = 2_147_483_647;

export const EMAIL_MAX_LENGTH = 254;
export const DISPLAY_NAME_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const TASK_PAGE_SIZE_DEFAULT = 50;
export const TASK_PAGE_SIZE_MAX = 200;
export const TASK_SEARCH_MAX_LENGTH = 200;
/**
 * A due range (`GET /api/tasks?dueFrom=…&dueBefore=…`) spans at most this many days: the six weeks a month's
 * grid shows. Plus one hour, as a range of local days that crosses the end of daylight saving time is an
 * hour longer.
 */
export const TASK_DUE_RANGE_MAX_DAYS = 42;
export const TASK_DUE_RANGE_MAX_MS = (TASK_DUE_RANGE_MAX_DAYS * 24 + 1) * 60 * 60 * 1000;
/**
 * The page size the calendar asks for (a month's tasks, or the undated ones, at once); a due range or
 * `undated` may ask for up to this many instead of TASK_PAGE_SIZE_MAX. The page says when there are more.
 */
export const CALENDAR_TASKS_MAX = 1000;

/** Request bodies above this size are refused with 413 before they are parsed. */
export const REQUEST_BODY_MAX_BYTES = 64 * 1024;
/** JSON answers this size and larger are compressed (when the client accepts it); smaller ones gain too little. */
export const JSON_COMPRESSION_MIN_BYTES = 1024;

/** Per client IP and per auth endpoint (sign-in, sign-up, password reset). */
export const AUTH_RATE_LIMIT = { maxRequests: 10, windowSeconds: 60 } as const;

/**
 * Wrong passwords (at sign-in, changing the password, confirming the account's deletion) per account and
 * per client IP. Beyond them every check is refused (429), the right password too, until the window that
 * opened with the first failure closes.
 */
export const PASSWORD_FAILURE_LIMITS = {
  perAccount: { maxFailures: 10, windowSeconds: 15 * 60 },
  perIp: { maxFailures: 30, windowSeconds: 15 * 60 },
} as const;

export const PASSWORD_RESET_LINK_TTL_SECONDS = 60 * 60;
/** An e-mail-verification link works once, for a day: it may be opened on another device, later than a reset. */
export const EMAIL_VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;
/**
 * Verification e-mails per account (turning e-mail reminders on, and Resend, together): enough for a lost or
 * slow one, too few for an account to use the operator's sender against an address it does not own.
 */
export const EMAIL_VERIFICATION_RATE_LIMIT = { maxRequests: 5, windowSeconds: 60 * 60 } as const;

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

/** How long a deleted task or list can be brought back from its toast. */
export const UNDO_WINDOW_MS = 5000;

/**
 * Open `GET /api/events` streams, counted by each server instance: a user's next stream beyond the first
 * closes their oldest; a client IP with this many open gets 429 (a few people behind one address fit).
 */
export const EVENT_STREAMS_PER_USER_MAX = 10;
export const EVENT_STREAMS_PER_IP_MAX = 50;

/** A stored recurrence rule (RRULE) is at most this long, and repeats at most every this-many periods. */
export const RECURRENCE_RULE_MAX_LENGTH = 200;
export const RECURRENCE_INTERVAL_MAX = 999;

/** Quick-add text sent to `POST /api/tasks/parse`: a title plus its dates, tags and priority. */
export const QUICK_ADD_TEXT_MAX_LENGTH = 500;
/**
 * Locales (language and region, as the quick-add parser reduces them) whose order of day and month it remembers:
 * a server's users write in a few dozen at most, and finding one out anew costs an Intl.DateTimeFormat.
 */
export const QUICK_ADD_LOCALES_REMEMBERED_MAX = 200;
/** Spans of quick-add text the user dismissed (kept as text), per request. */
export const QUICK_ADD_IGNORED_SPANS_MAX = 50;
/** `POST /api/tasks/parse` per user (the browser parses as the user types, without asking the server). */
export const QUICK_ADD_PARSE_RATE_LIMIT = { maxRequests: 60, windowSeconds: 60 } as const;
/** One message to the assistant; a quick add's title is still held to the task title's limit. */
export const ASSISTANT_MESSAGE_MAX_LENGTH = 500;
/** Messages to the assistant per user (the quick adds and bulk changes they can make are cheap, not free). */
export const ASSISTANT_RATE_LIMIT = { maxRequests: 30, windowSeconds: 60 } as const;
/** Exchanges kept per user; an older one is dropped as a new one is saved. */
export const ASSISTANT_HISTORY_MAX = 100;
/** Exchanges in one page of `GET /api/assistant/history` unless `limit` says otherwise; the page asks for more. */
export const ASSISTANT_HISTORY_PAGE_SIZE = 20;
/**
 * One exchange as kept (message and reply: text, task ids and titles, buttons), in UTF-8 bytes. The largest a
 * reply can be (a weekly review's 60 titles of 200 characters) fits; beyond it the task references are left out.
 */
export const ASSISTANT_EXCHANGE_MAX_BYTES = 64 * 1024;
/**
 * What one exchange keeps to undo its changes, in bytes (a deleted task whole, an edited one's old fields): a bulk
 * change of 200 tasks with short descriptions fits; a larger one has no Undo, rather than megabytes per message.
 */
export const ASSISTANT_UNDO_MAX_BYTES = 256 * 1024;
/** How long an exchange's changes can be undone; after it, Undo says it is no longer available. */
export const ASSISTANT_UNDO_TTL_SECONDS = 10 * 60;
/**
 * Everything an account's conversation keeps, Undo data included, in bytes; the oldest exchanges go first.
 * Larger than one exchange with its Undo, so the newest always stays.
 */
export const ASSISTANT_HISTORY_USER_MAX_BYTES = 1024 * 1024;
/** How long a question the assistant asks ("Delete 3 tasks?", "Which one?") can be answered. */
export const ASSISTANT_CONFIRM_TTL_SECONDS = 5 * 60;
/** Task cards in one reply; a longer answer says how many more there are. */
export const ASSISTANT_REPLY_TASKS_MAX = 20;
/** "Plan my day" plans this many tasks unless the user sets another daily capacity in Settings. */
export const DAILY_CAPACITY_DEFAULT = 5;
/** The largest daily capacity: a plan's tasks all fit in one reply's cards. */
export const DAILY_CAPACITY_MAX = ASSISTANT_REPLY_TASKS_MAX;
/**
 * A plan counts a task's days overdue up to this many: a week late is as pressing as it gets, so a task forgotten
 * for months does not outrank everything with a higher priority for ever.
 */
export const PLAN_OVERDUE_DAYS_COUNTED_MAX = 7;
/** A bulk change ("postpone all overdue") touches at most this many tasks at once. */
export const ASSISTANT_BULK_TASKS_MAX = 200;
/**
 * A command names a task by at most this many words ("complete buy oat milk"); a longer name is answered as
 * too vague. Each word costs index reads and, when it may hold a typo, edit distances.
 */
export const ASSISTANT_NAME_WORDS_MAX = 8;
/**
 * A word of a name that may hold a typo is compared with at most this many different words of the user's
 * tasks on each side of it in alphabetical order (those sharing its first letter), however many they hold.
 */
export const ASSISTANT_SLIP_WORDS_AROUND = 25;
/** "add 3 tasks: a, b and c" adds at most this many tasks from one message. */
export const ASSISTANT_TASKS_PER_MESSAGE_MAX = 10;
/** "Break down … into …" makes this many tasks of one: at least two (else it is a rename), at most ten. */
export const BREAK_DOWN_STEPS = { min: 2, max: 10 } as const;

/** A list's name. */
export const LIST_NAME_MAX_LENGTH = 60;
/** Lists per account, archived ones included: the side navigation and every task form show them all. */
export const LISTS_PER_USER_MAX = 200;
/** A list's emoji: one emoji, which with skin tones and joiners (a family, a flag) takes up to this many UTF-16 units. */
export const LIST_EMOJI_MAX_LENGTH = 16;

/**
 * The years a date and time may fall in. PostgreSQL has no year 0, and an offset or a week-early reminder would
 * carry a date at either end out of four-digit years; nobody plans a task outside these.
 */
export const INSTANT_YEARS = { min: 1000, max: 9998 } as const;

/** Subtasks nest this many levels deep at most, a top-level task being the first. */
export const SUBTASK_DEPTH_MAX = 3;
/**
 * Direct subtasks per task (made, moved or imported under it): a task opens onto all of them at once, and with
 * the depth above a task's whole subtree stays small enough for its batched changes to be quick.
 */
export const SUBTASKS_PER_PARENT_MAX = 200;

/** Reminders per task. */
export const TASK_REMINDERS_MAX = 5;
/** A relative reminder comes at most this many minutes (a week) before its task is due. */
export const REMINDER_MINUTES_BEFORE_MAX = 7 * 24 * 60;
/**
 * Reminders still to come (pending: not sent, settled or due yet) per account, over all its tasks: each is a row
 * the scheduler may have to claim, and one account's thousands would make its rounds long for everyone (an
 * import could bring hundreds of thousands). Thousands of tasks with reminders are far more than anyone acts on.
 */
export const PENDING_REMINDERS_PER_USER_MAX = 5_000;
/**
 * Reminders the scheduler claims in one statement (a batch), taking turns between the users with reminders due:
 * each user's oldest first, then each one's second oldest, and so on.
 */
export const REMINDERS_BATCH_MAX = 100;
/**
 * Batches one round of the scheduler claims back to back until one comes empty, the event loop let go between
 * two; more due wait for the next round (REMINDER_POLL_MS later), so that one round always ends.
 */
export const REMINDER_BATCHES_PER_ROUND_MAX = 20;
/**
 * Reminder e-mails per account: beyond it a reminder still reaches the open tabs and the devices' push, not the
 * inbox. Bounds what one account can make the operator's sender send, even to its own verified address.
 */
export const REMINDER_EMAIL_RATE_LIMIT = { maxEmails: 20, windowSeconds: 60 * 60 } as const;

/** A Web Push subscription's endpoint URL (the push services' own run to a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/**
 * `POST /api/push/subscriptions` per user: a device subscribes when push is turned on and again when its
 * browser renews the subscription; more than this is no browser.
 */
export const PUSH_SUBSCRIBE_RATE_LIMIT = { maxRequests: 30, windowSeconds: 60 * 60 } as const;

/**
 * How long the browser may take to subscribe to its push service before Settings says it cannot reach it:
 * Chromium without a network retries for minutes, and the switch must not spin that long.
 */
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 20_000;
