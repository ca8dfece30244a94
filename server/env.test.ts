import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { EnvError, loadEnv } from "./env.ts";

const key = "k".repeat(40);

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({ SECRET_KEY: key });
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", LOG_LEVEL: "info", SESSION_IDLE_MINUTES: 240, SESSION_MAX_HOURS: 12 });
  });

  it("names the variable and what is expected when a value is wrong", () => {
    expect(() => loadEnv({ SECRET_KEY: key, PORT: "eighty" })).toThrow(/PORT: expected a port number/);
    expect(() => loadEnv({ SECRET_KEY: key, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: expected a URL such as postgres:/);
    expect(() => loadEnv({ SECRET_KEY: "short" })).toThrow(/SECRET_KEY: expected at least 32 characters/);
    expect(() => loadEnv({ SECRET_KEY: key, ADMIN_EMAIL: "nope" })).toThrow(/ADMIN_EMAIL: expected an e-mail address/);
    expect(() => loadEnv({ SECRET_KEY: key, LLM_PROVIDER: "openai" })).toThrow(/LLM_MODEL/);
    expect(() => loadEnv({ SECRET_KEY: key, PORT: "x" })).toThrow(EnvError);
  });

  it("reads TRUST_PROXY as a number of proxy hops: true is one, false none", () => {
    expect(loadEnv({ SECRET_KEY: key }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ SECRET_KEY: key, TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ SECRET_KEY: key, TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ SECRET_KEY: key, TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => loadEnv({ SECRET_KEY: key, TRUST_PROXY: "always" })).toThrow(/TRUST_PROXY: expected true, false or the number of proxies/);
  });

  it("reads the metrics switches: a long token, a port other than PORT, empty meaning unset", () => {
    const off = loadEnv({ SECRET_KEY: key });
    expect([off.METRICS_TOKEN, off.METRICS_PORT, off.METRICS_HOST]).toEqual([undefined, undefined, "127.0.0.1"]);
    const empty = loadEnv({ SECRET_KEY: key, METRICS_TOKEN: "", METRICS_PORT: "" });
    expect([empty.METRICS_TOKEN, empty.METRICS_PORT]).toEqual([undefined, undefined]);
    expect(loadEnv({ SECRET_KEY: key, METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    expect(() => loadEnv({ SECRET_KEY: key, METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: expected at least 24 characters/);
    expect(() => loadEnv({ SECRET_KEY: key, METRICS_PORT: "metrics" })).toThrow(/METRICS_PORT: expected a port number/);
    expect(() => loadEnv({ SECRET_KEY: key, PORT: "8080", METRICS_PORT: "8080" })).toThrow(/METRICS_PORT: expected a port other than PORT/);
  });

  it("generates a secret key into the data directory once, and requires one for PostgreSQL in production", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bcai-env-"));
    const first = loadEnv({ DATA_DIR: dir }).SECRET_KEY;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadEnv({ DATA_DIR: dir }).SECRET_KEY).toBe(first);
    expect(readFileSync(path.join(dir, "secret.key"), "utf8").trim()).toBe(first);
    expect(() => loadEnv({ DATA_DIR: dir, DATABASE_URL: "postgres://u@h/db", NODE_ENV: "production" })).toThrow(/SECRET_KEY: required with DATABASE_URL/);
  });
});
