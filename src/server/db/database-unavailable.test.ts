import { DatabaseError } from "pg";
import { expect, it } from "vitest";
import { isDatabaseUnavailable } from "./connection";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const sqlState = (code: string) => {
  const error = new DatabaseError("from the server", 0, "error");
  error.code = code;
  return error;
};

it("takes a database that is down, restarting, cut off or locked for unavailable (503)", () => {
  for (const error of [
    withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    withCode("read ECONNRESET", "ECONNRESET"),
    new Error("Connection terminated unexpectedly"),
    new Error("Connection terminated due to connection timeout"),
    new Error("timeout exceeded when trying to connect"),
    new Error("Client has encountered a connection error and is not queryable"),
    // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, connection_failure
    ...["57P01", "57P02", "57P03", "53300", "08006"].map(sqlState),
    withCode("database is locked", "SQLITE_BUSY"),
    new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "all addresses failed"),
    new Error("a query failed", { cause: withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED") }),
  ]) {
    expect(isDatabaseUnavailable(error), error.message).toBe(true);
  }
});

it("leaves errors of the query or the code alone (500, and logged)", () => {
  for (const error of [
    // unique_violation, syntax_error, undefined_table
    ...["23505", "42601", "42P01"].map(sqlState),
    withCode("UNIQUE constraint failed: tasks.id", "SQLITE_CONSTRAINT_PRIMARYKEY"),
    new TypeError("Cannot read properties of undefined"),
    "not even an error",
  ]) {
    expect(isDatabaseUnavailable(error)).toBe(false);
  }
});
