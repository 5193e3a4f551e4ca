import { Hono } from "hono";
import type { Kysely } from "kysely";
import { isDatabaseReachable } from "../../db/connection";
import type { DB } from "../../db/schema";
import { databaseUnavailable } from "../../errors";
import type { AppEnv } from "../../http/app-env";

/** For load balancers and monitors: 200 while the database answers, 503 when it does not. */
export function healthRoutes(db: Kysely<DB>) {
  return new Hono<AppEnv>().get("/", async (c) => {
    if (!(await isDatabaseReachable(db))) throw databaseUnavailable();
    return c.json({ status: "ok" });
  });
}
