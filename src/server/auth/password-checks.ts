import type { Kysely } from "kysely";
import { PASSWORD_FAILURE_LIMITS } from "../../shared/limits";
import { plural } from "../../shared/plural";
import type { Clock } from "../clock";
import { countHit, hitsInOpenWindow } from "../db/rate-limits.repository";
import type { DB } from "../db/schema";
import { DomainError } from "../errors";
import type { PasswordHashing } from "./password-hashing";

/** Whoever a password is checked or hashed for: the account (its e-mail, lower-case) and the client IP. */
export interface PasswordRequester {
  account?: string;
  ip: string;
}

const tooManyFailures = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes === 1 ? "a minute" : plural(minutes, "minute");
  return new DomainError("rate_limited", "rate_limited", `Too many wrong passwords. Please try again in ${wait}.`, {
    retryAfterSeconds,
  });
};

/**
 * Every password check and hash goes through here. A check is refused while its account or IP has had
 * too many failures lately, and a failure counts against both, in the database (so the count holds across
 * restarts and instances). The hashing either causes is queued as theirs.
 */
export function createPasswordChecks(db: Kysely<DB>, clock: Clock, hashing: PasswordHashing) {
  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  const failureCounters = ({ account, ip }: PasswordRequester) => [
    ...(account === undefined
      ? []
      : [{ key: `password-failures account ${account}`, ...PASSWORD_FAILURE_LIMITS.perAccount }]),
    { key: `password-failures ip ${ip}`, ...PASSWORD_FAILURE_LIMITS.perIp },
  ];
  const requesterKeys = ({ account, ip }: PasswordRequester) => [
    ...(account === undefined ? [] : [`account ${account}`]),
    `ip ${ip}`,
  ];

  const attributedTo = <T>(who: PasswordRequester, task: () => Promise<T>): Promise<T> =>
    hashing.attributedTo(requesterKeys(who), task);

  return {
    /** Hashing a new password (sign-up, reset): nothing to count, but queued as the requester's. */
    attributedTo,

    /**
     * Runs `attempt`, which checks a password of `who.account`, unless too many failed lately; `wasWrong`
     * says from its result whether the password was wrong, which is then counted.
     */
    async check<T>(
      who: PasswordRequester,
      attempt: () => Promise<T>,
      wasWrong: (result: T) => boolean | Promise<boolean>,
    ): Promise<T> {
      const now = seconds();
      let retryAfter = 0;
      for (const { key, maxFailures, windowSeconds } of failureCounters(who)) {
        const window = await hitsInOpenWindow(db, key, now, windowSeconds);
        if (window && window.hits >= maxFailures) {
          retryAfter = Math.max(retryAfter, window.windowStart + windowSeconds - now);
        }
      }
      if (retryAfter > 0) throw tooManyFailures(retryAfter);

      const result = await attributedTo(who, attempt);
      if (await wasWrong(result)) {
        for (const { key, windowSeconds } of failureCounters(who)) await countHit(db, key, seconds(), windowSeconds);
      }
      return result;
    },
  };
}

export type PasswordChecks = ReturnType<typeof createPasswordChecks>;
