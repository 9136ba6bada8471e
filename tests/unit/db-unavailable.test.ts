/**
 * Which errors count as a lost database connection (server/http/db-unavailable.ts): those are answered with
 * a retry hint; every other error keeps its own answer.
 */
import { describe, expect, it } from "vitest";
import { isConnectionError } from "../../server/http/db-unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isConnectionError", () => {
  it.each([
    ["a refused socket", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset socket", withCode("read ECONNRESET", "ECONNRESET")],
    ["pg's closed connection", new Error("Connection terminated unexpectedly")],
    ["a query on a closed client", new Error("Client has encountered a connection error and is not queryable")],
    ["SQLSTATE class 08", withCode("connection failure", "08006")],
    ["an administrator shutdown", withCode("terminating connection due to administrator command", "57P01")],
    ["a server starting up", withCode("the database system is starting up", "57P03")],
    [
      "Drizzle's wrapper of one",
      new Error("Failed query: select 1", { cause: withCode("read ECONNRESET", "ECONNRESET") }),
    ],
  ])("%s is one", (_name, err) => {
    expect(isConnectionError(err)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("duplicate key value violates unique constraint", "23505")],
    ["a query cancelled", withCode("canceling statement due to user request", "57014")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["Drizzle's wrapper of a refusal", new Error("Failed query", { cause: withCode("deadlock detected", "40P01") })],
    ["not an error", "ECONNRESET"],
  ])("%s is not", (_name, err) => {
    expect(isConnectionError(err)).toBe(false);
  });
});
