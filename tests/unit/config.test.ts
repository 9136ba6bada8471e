/** Environment parsing (server/config.ts): defaults, and a clear message naming each bad variable. */
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";

describe("loadConfig", () => {
  it("answers the defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      SESSION_IDLE_MINUTES: 120,
      SEED_DEMO: true,
      LOG_LEVEL: "info",
      DATABASE_POOL_MAX: 20,
    });
    // Unset means the embedded PGlite and the portal's own login page.
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.LOGIN_URL).toBeUndefined();
  });

  it("reads given values and treats empty strings as unset", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgresql://app:secret@db:5432/seller",
      LOGIN_URL: "https://login.example.co.id/masuk",
      SESSION_IDLE_MINUTES: "30",
      SEED_DEMO: "false",
      HOST: "",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATABASE_URL: "postgresql://app:secret@db:5432/seller",
      LOGIN_URL: "https://login.example.co.id/masuk",
      SESSION_IDLE_MINUTES: 30,
      SEED_DEMO: false,
    });
  });

  it.each([
    [{ PORT: "abc" }, /PORT: /],
    [{ PORT: "70000" }, /PORT: /],
    [{ PORT: "80.5" }, /PORT: /],
    [{ DATABASE_URL: "mysql://root@localhost/db" }, /DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//],
    [{ LOGIN_URL: "login page" }, /LOGIN_URL: /],
    [{ SESSION_IDLE_MINUTES: "0" }, /SESSION_IDLE_MINUTES: /],
    [{ SEED_DEMO: "yes" }, /SEED_DEMO: /],
    [{ DATABASE_POOL_MAX: "0" }, /DATABASE_POOL_MAX: /],
    [{ DATABASE_POOL_MAX: "many" }, /DATABASE_POOL_MAX: /],
  ])("refuses %j with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(/^Invalid configuration:/);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("lists every bad variable at once", () => {
    let message = "";
    try {
      loadConfig({ PORT: "-1", DATABASE_URL: "sqlite:x", LOGIN_URL: "nope" });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(
      message
        .split("\n")
        .filter((l) => /^\s+\w+: /.test(l))
        .map((l) => l.trim().split(":")[0])
        .sort(),
    ).toEqual(["DATABASE_URL", "LOGIN_URL", "PORT"]);
  });
});
