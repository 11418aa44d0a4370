import { bootConfigMeta, type TBootConfig } from "@sextant/core";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { MARKET_CONFIG_QUERY_KEY } from "../market/api/market-data";
import { CONFIG_QUERY_KEY } from "./api/get-config";
import { readBootConfig, seedBootConfig } from "./boot-config";

const BOOT: TBootConfig = {
  config: {
    network: "standalone",
    networkPassphrase: "Standalone Network ; February 2017",
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

function page(head: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body></body></html>`,
    "text/html",
  );
}

describe("the configuration written into index.html", () => {
  it("is read synchronously from the page the server sent", () => {
    expect(readBootConfig(page(bootConfigMeta(BOOT)))).toEqual(BOOT);
  });

  it("is absent from a page without it (development server): the requests stay the fallback", () => {
    expect(readBootConfig(page("<title>Sextant</title>"))).toBeNull();
    expect(readBootConfig(page('<meta name="sextant-config" content="{broken">'))).toBeNull();
  });

  it("answers the startup and market configuration queries, so neither is requested", () => {
    const client = new QueryClient();
    seedBootConfig(client, BOOT);
    expect(client.getQueryData(CONFIG_QUERY_KEY)).toEqual({ status: "SUCCESS", config: BOOT.config });
    expect(client.getQueryData(MARKET_CONFIG_QUERY_KEY)).toEqual(BOOT.marketConfig);
  });

  it("leaves the market configuration to its request when the server could not read it", () => {
    const client = new QueryClient();
    seedBootConfig(client, { config: BOOT.config });
    expect(client.getQueryData(MARKET_CONFIG_QUERY_KEY)).toBeUndefined();
  });
});
