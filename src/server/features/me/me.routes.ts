import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { unauthorized } from "../../http/http-error";
import type { UsersRepository } from "./users.repository";

export function meRoutes(users: UsersRepository) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const user = await users.findProfile(c.var.userId);
    // A session can outlive its user only for the instant between deleting the user and the next request.
    if (!user) throw unauthorized();
    return c.json({ user });
  });
}
