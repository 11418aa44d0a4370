import { describe, expect, it } from "vitest";
import { issuerInfoFromToml } from "./issuer-info";

const ISSUER = `G${"I".repeat(55)}`;

describe("issuerInfoFromToml", () => {
  it("reads the organisation and the asset's own entry", () => {
    const info = issuerInfoFromToml(
      {
        DOCUMENTATION: {
          ORG_NAME: "Sextant",
          ORG_URL: "https://sextant.example",
          ORG_OFFICIAL_EMAIL: "hello@sextant.example",
          ORG_TWITTER: "sextant",
          ORG_DESCRIPTION: "Operator",
        },
        CURRENCIES: [
          { code: "BTC", issuer: ISSUER, name: "Bitcoin" },
          {
            code: "USDT",
            issuer: ISSUER,
            name: "Tether USD",
            desc: "A dollar",
            conditions: "Withdrawal fees apply",
          },
        ],
      },
      { code: "USDT", issuer: ISSUER },
      "sextant.example",
    );
    expect(info).toEqual({
      homeDomain: "sextant.example",
      name: "Tether USD",
      website: "https://sextant.example",
      organization: "Sextant",
      email: "hello@sextant.example",
      twitter: "sextant",
      description: "A dollar",
      conditions: "Withdrawal fees apply",
      image: "",
    });
  });

  it("falls back to the code and the organisation's description", () => {
    const info = issuerInfoFromToml(
      { DOCUMENTATION: { ORG_DESCRIPTION: "Org" } },
      { code: "X", issuer: ISSUER },
      "d",
    );
    expect(info.name).toBe("X");
    expect(info.description).toBe("Org");
    expect(info.website).toBe("");
  });
});
