import type { AddressInfo } from "node:net";
import { StellarToml } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { OperatorKeys } from "../demo-world/operator-keys";

describe("stellar.toml (SEP-1)", () => {
  let app: FastifyInstance;
  let domain: string;
  beforeAll(async () => {
    // The SDK fetches http://<domain>/.well-known/stellar.toml: the domain is where the app listens.
    app = await createTestApp();
    await app.listen({ host: "127.0.0.1", port: 0 });
    domain = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it("is readable by the SDK and lists the operator's assets with their issuers", async () => {
    const toml = await StellarToml.Resolver.resolve(domain, { allowHttp: true });
    const keys = await OperatorKeys.load(app.database.db);
    expect(toml.NETWORK_PASSPHRASE).toBe("Standalone Network ; February 2017");
    expect(toml.FEDERATION_SERVER).toMatch(/\/api\/federation$/);
    expect(toml.WEB_AUTH_ENDPOINT).toMatch(/\/api\/anchor\/authentication$/);
    expect(toml.SIGNING_KEY).toMatch(/^G[A-Z2-7]{55}$/);
    expect(toml.DOCUMENTATION?.ORG_NAME).toBe("Sextant");
    const usdt = toml.CURRENCIES?.find((currency) => currency.code === "USDT");
    expect(usdt?.issuer).toBe(keys.issuer("USDT").publicKey());
    expect(usdt?.conditions).toBe("Withdrawal fees apply");
    expect(toml.CURRENCIES?.some((currency) => currency.code === "XLM")).toBe(false);
  });

  it("allows any origin, as SEP-1 asks", async () => {
    const response = await app.inject({ url: "/.well-known/stellar.toml" });
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["content-type"]).toContain("text/plain");
  });
});
