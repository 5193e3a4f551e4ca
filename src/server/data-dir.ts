import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the database, the auth secret and e-mails with password-reset links: only the server's own
 * user may read any of it.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export const SQLITE_FILE_NAME = "taskmind.sqlite";
export const SECRET_FILE_NAME = "auth-secret";
/** The Web Push (VAPID) key pair the server generated, when the operator set none. */
export const VAPID_KEYS_FILE_NAME = "vapid-keys.json";
export const OUTBOX_DIR_NAME = "outbox";

/** What SQLite keeps beside its database file, while running or after a crash. */
const SQLITE_SIDE_FILES = ["-wal", "-shm", "-journal"].map((suffix) => `${SQLITE_FILE_NAME}${suffix}`);

/**
 * Creates DATA_DIR for the server's user alone, and takes back what an older version left readable to others.
 * Only what the server itself keeps there is touched (not a whole tree): a DATA_DIR set to a home directory by
 * mistake must not lose its files' modes.
 */
export function preparePrivateDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dataDir, PRIVATE_DIR_MODE);
  for (const name of [SQLITE_FILE_NAME, ...SQLITE_SIDE_FILES, SECRET_FILE_NAME, VAPID_KEYS_FILE_NAME]) {
    makePrivate(path.join(dataDir, name), PRIVATE_FILE_MODE);
  }
  const outbox = path.join(dataDir, OUTBOX_DIR_NAME);
  if (makePrivate(outbox, PRIVATE_DIR_MODE)) {
    for (const name of readdirSync(outbox)) {
      if (name.endsWith(".eml")) makePrivate(path.join(outbox, name), PRIVATE_FILE_MODE);
    }
  }
}

/** Sets the mode of an existing file or directory (never through a symbolic link); false when there is none. */
function makePrivate(file: string, mode: number): boolean {
  const stats = lstatSync(file, { throwIfNoEntry: false });
  if (!stats || stats.isSymbolicLink()) return false;
  if ((stats.mode & 0o777) !== mode) chmodSync(file, mode);
  return true;
}

/**
 * The content of a file of DATA_DIR the server makes once and keeps (a generated secret must outlive restarts):
 * read when it is there, else made by `make` and written for the server's user alone, never over another.
 */
export function readOrCreatePrivateFile(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    const content = make();
    writeFileSync(file, content, { mode: PRIVATE_FILE_MODE, flag: "wx" });
    return content;
  }
}
