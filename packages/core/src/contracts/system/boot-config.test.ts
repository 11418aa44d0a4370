import { describe, expect, it } from "vitest";
import { BOOT_CONFIG_META_NAME, bootConfigMeta, parseBootConfig, type TBootConfig } from "./get-config";

const BOOT: TBootConfig = {
  config: {
    network: "standalone",
    networkPassphrase: `Standalone "Network" <b>&amp; February 2017`,
    horizonUrl: "http://127.0.0.1:8000",
    friendbotAvailable: true,
    version: "0.1.0",
  },
  marketConfig: [
    {
      marketCoinCode: "XLM",
      marketIssure: "",
      toCoinCode: "LEVELG",
      toIssure: "G1",
      showOnTop: true,
      orderId: 1,
    },
  ],
};

/** What a browser's getAttribute gives back for the attribute value. */
function attributeValue(meta: string): string {
  const raw = /content="([^"]*)"/.exec(meta)?.[1] ?? "";
  return raw
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

describe("the boot configuration meta element", () => {
  it("round-trips, quotes, angle brackets and ampersands included, without closing the attribute", () => {
    const meta = bootConfigMeta(BOOT);
    expect(meta.startsWith(`<meta name="${BOOT_CONFIG_META_NAME}" content="`)).toBe(true);
    expect(meta.slice(0, -2)).not.toMatch(/<b>|"Network"/);
    expect(parseBootConfig(attributeValue(meta))).toEqual(BOOT);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["not JSON", "{config"],
    ["another shape", JSON.stringify({ config: { network: "mainnet" } })],
  ])("reads %s content as no configuration", (_name, content) => {
    expect(parseBootConfig(content)).toBeNull();
  });

  it("accepts a configuration without the market's (the database could not be read)", () => {
    expect(parseBootConfig(JSON.stringify({ config: BOOT.config }))).toEqual({ config: BOOT.config });
  });
});
