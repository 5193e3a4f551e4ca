// `npm run admin -- promote <email>`: makes an existing account an admin, on the database the server
// uses (the same environment variables: DATA_DIR or DATABASE_URL).
import { resolveConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/connection";
import { migrateToLatest } from "../src/server/db/migrate";
import { parseEnv } from "../src/server/env";
import { createAdminRepository } from "../src/server/features/admin/admin.repository";

const USAGE = "Usage: npm run admin -- promote <email>";

const [command, email] = process.argv.slice(2);
if (command !== "promote" || !email) {
  console.error(USAGE);
  process.exit(2);
}

const config = resolveConfig(parseEnv(process.env));
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(database);
  if (await createAdminRepository(database).promote(email)) {
    console.log(`${email} is now an admin. The admin area is at /admin.`);
  } else {
    console.error(`No account has the e-mail ${email}. Sign up first, then run this again.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
