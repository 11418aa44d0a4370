import type { AddressInfo } from "node:net";
import { Keypair, StellarToml, StrKey } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp } from "../../../test/support/test-app";
import { OperatorKeys } from "../demo-world/operator-keys";
import { stellarToml } from "./stellar-toml";

/** SEP-1's rules for a URL: HTTPS (plain HTTP only for a local domain) and no trailing slash. */
const url = (local: boolean) =>
  z
    .string()
    .refine((value) => URL.canParse(value), "not a URL")
    .refine((value) => value.startsWith("https://") || (local && value.startsWith("http://")), "not HTTPS")
    .refine((value) => !value.endsWith("/"), "ends with a slash");
const publicKey = z.string().refine((value) => StrKey.isValidEd25519PublicKey(value), "not a valid G… key");

/** A `[[CURRENCIES]]` entry as SEP-1 and the official anchor test suite's currency schema define it. */
const currency = (local: boolean) =>
  z
    .object({
      code: z
        .string()
        .max(12)
        .regex(/^[A-Za-z0-9]+$/),
      issuer: publicKey,
      status: z.enum(["live", "dead", "test", "private"]),
      display_decimals: z.number().int().min(0).max(7),
      name: z.string().max(20),
      desc: z.string().min(1),
      conditions: z.string(),
      image: url(local),
      is_asset_anchored: z.boolean(),
      anchor_asset_type: z.enum([
        "fiat",
        "crypto",
        "nft",
        "stock",
        "bond",
        "commodity",
        "realestate",
        "other",
      ]),
      anchor_asset: z.string().min(1).optional(),
      redemption_instructions: z.string().min(1).optional(),
    })
    .strict()
    .refine((entry) => !entry.is_asset_anchored || (entry.anchor_asset && entry.redemption_instructions), {
      message: "an anchored asset names its anchor_asset and redemption_instructions",
    });

const toml = (local: boolean) =>
  z.object({
    VERSION: z.string().regex(/^\d+\.\d+\.\d+$/),
    NETWORK_PASSPHRASE: z.string().min(1),
    HORIZON_URL: z.string().refine((value) => URL.canParse(value) && !value.endsWith("/")),
    FEDERATION_SERVER: url(local),
    WEB_AUTH_ENDPOINT: url(local),
    SIGNING_KEY: publicKey,
    ACCOUNTS: z.array(publicKey).min(1),
    DOCUMENTATION: z.object({
      ORG_NAME: z.string().min(1),
      ORG_DBA: z.string().min(1),
      ORG_URL: url(local),
      ORG_LOGO: url(local),
      ORG_DESCRIPTION: z.string().min(1),
      ORG_OFFICIAL_EMAIL: z.email(),
      ORG_SUPPORT_EMAIL: z.email(),
      ORG_TWITTER: z.string().regex(/^[A-Za-z0-9_]{1,15}$/),
    }),
    CURRENCIES: z.array(currency(local)).min(1),
  });

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
    const parsed = await StellarToml.Resolver.resolve(domain, { allowHttp: true });
    const keys = await OperatorKeys.load(app.database.db);
    expect(parsed.NETWORK_PASSPHRASE).toBe("Standalone Network ; February 2017");
    expect(parsed.FEDERATION_SERVER).toMatch(/\/api\/federation$/);
    expect(parsed.WEB_AUTH_ENDPOINT).toMatch(/\/api\/anchor\/authentication$/);
    expect(parsed.TRANSFER_SERVER_SEP0024).toMatch(/\/api\/sep24$/);
    expect(parsed.KYC_SERVER).toMatch(/\/api\/sep12$/);
    expect(parsed.DOCUMENTATION?.ORG_NAME).toBe("Sextant");
    expect(parsed.ACCOUNTS).toEqual([
      keys.keypair("distribution").publicKey(),
      keys.keypair("fee").publicKey(),
    ]);
    const usdt = parsed.CURRENCIES?.find((entry) => entry.code === "USDT");
    expect(usdt?.issuer).toBe(keys.issuer("USDT").publicKey());
    expect(usdt?.conditions).toBe("Withdrawal fees apply");
    expect(parsed.CURRENCIES?.some((entry) => entry.code === "XLM")).toBe(false);
  });

  it("validates field by field against SEP-1's rules, every currency included", async () => {
    const response = await app.inject({ url: "/.well-known/stellar.toml" });
    expect(Buffer.byteLength(response.body)).toBeLessThan(100_000);
    const parsed = await StellarToml.Resolver.resolve(domain, { allowHttp: true });
    const checked = toml(true).safeParse(parsed);
    expect(checked.error?.issues ?? []).toEqual([]);
    const currencies = parsed.CURRENCIES ?? [];
    expect(currencies.length).toBeGreaterThanOrEqual(10);
    // The catalogue shows BTC, ETH and LTC with 8 decimals; SEP-1 caps display_decimals at 7.
    for (const code of ["BTC", "ETH", "LTC"]) {
      expect(currencies.find((entry) => entry.code === code)?.display_decimals).toBe(7);
    }
    const anchored = currencies.filter((entry) => entry.is_asset_anchored);
    expect(anchored.length).toBeGreaterThan(0);
    expect(anchored.every((entry) => entry.anchor_asset_type === "crypto")).toBe(true);
    expect(parsed.SIGNING_KEY).toBe(
      StrKey.encodeEd25519PublicKey(StrKey.decodeEd25519PublicKey(parsed.SIGNING_KEY as string)),
    );
  });

  it("refuses what SEP-1 forbids: the rules above catch a bad entry", () => {
    const bad = {
      code: "TOOLONGASSETCODE",
      issuer: "GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      status: "test",
      display_decimals: 8,
      name: "An asset name longer than twenty",
      desc: "d",
      conditions: "",
      image: "http://wallet.example/logo.svg/",
      is_asset_anchored: true,
    };
    const issues =
      currency(false)
        .safeParse(bad)
        .error?.issues.map((issue) => issue.path.join(".")) ?? [];
    expect(issues).toEqual(
      expect.arrayContaining(["code", "issuer", "display_decimals", "name", "image", "anchor_asset_type"]),
    );
  });

  it("uses HTTPS and live status for a public-network operator on a real domain", () => {
    const issuer = Keypair.random().publicKey();
    const text = stellarToml({
      origin: "https://wallet.example",
      network: "public",
      networkPassphrase: "Public Global Stellar Network ; September 2015",
      horizonUrl: "https://horizon.stellar.org",
      signingKey: Keypair.random().publicKey(),
      accounts: [issuer],
      assets: [
        {
          code: "BTC",
          issuer,
          name: "Bitcoin",
          description: "Bitcoin on the Stellar network",
          organization: "Sextant",
          image: "/files/coins/btc.svg",
          displayDecimals: 8,
          displayColor: "#f7931a",
          coingeckoId: "bitcoin",
          referenceUsdPrice: "1",
          marketCapUsd: "0",
          isAssetAnchored: true,
          isSextantAnchor: true,
          isErc20: true,
          isTrc20: false,
          manualIssued: false,
          distributionPublic: "",
          homeDomain: "wallet.example",
          infoLink: "",
          sortOrder: 0,
          updatedAt: new Date(0),
        },
      ],
    });
    expect(text).toContain('status = "live"');
    expect(text).toContain("display_decimals = 7");
    expect(text).not.toContain("http://");
  });

  it("allows any origin and is plain text, as SEP-1 asks", async () => {
    const response = await app.inject({ url: "/.well-known/stellar.toml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["content-type"]).toContain("text/plain");
  });
});
