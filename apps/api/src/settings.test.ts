import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSettings, SettingsError } from "./settings";

describe("settings", () => {
  it("defaults to the standalone ledger and embedded database", () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({
      port: 3000,
      network: "standalone",
      horizonUrl: "http://localhost:8000",
      publicHorizonUrl: "http://localhost:8000",
      databaseUrl: undefined,
      dataDir: path.resolve("./data"),
      friendbotAvailable: true,
      webDist: undefined,
    });
  });

  it("treats empty variables as unset", () => {
    expect(loadSettings({ DATABASE_URL: "", PORT: "" })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it("follows LEDGER_PORT for the standalone Horizon", () => {
    expect(loadSettings({ LEDGER_PORT: "8123" }).horizonUrl).toBe("http://localhost:8123");
  });

  it("switches network with one setting", () => {
    const testnet = loadSettings({ STELLAR_NETWORK: "testnet" });
    expect(testnet.horizonUrl).toBe("https://horizon-testnet.stellar.org");
    expect(testnet.networkPassphrase).toBe("Test SDF Network ; September 2015");
    const pub = loadSettings({ STELLAR_NETWORK: "public" });
    expect(pub.friendbotAvailable).toBe(false);
    expect(pub.networkPassphrase).toBe("Public Global Stellar Network ; September 2015");
  });

  it("serves the built web app in production", () => {
    expect(loadSettings({ NODE_ENV: "production" }).webDist).toMatch(/apps\/web\/dist$/);
  });

  it("names every bad variable with a clear message", () => {
    try {
      loadSettings({ PORT: "eighty", STELLAR_NETWORK: "moon", DATABASE_URL: "mysql://x" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError);
      const message = (error as SettingsError).message;
      expect(message).toContain("PORT: PORT must be a port number");
      expect(message).toContain("STELLAR_NETWORK");
      expect(message).toContain("DATABASE_URL must start with postgres://");
    }
  });
});
