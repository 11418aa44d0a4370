import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadSettings, SettingsError } from "../../settings";
import { AnchorKeys } from "./anchor-keys";
import { displayAddress, parseChainAddress } from "./chains/chain-address";
import { hexToTron, tronToHex } from "./chains/tron-address";

describe("TRON addresses", () => {
  it("round-trips 200 random addresses through base58check with the 0x41 prefix", () => {
    for (let index = 0; index < 200; index += 1) {
      const hex = `0x${randomBytes(20).toString("hex")}`;
      const tron = hexToTron(hex);
      expect(tron).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      expect(tronToHex(tron)).toBe(hex);
    }
  });

  it("knows a published TRON address and refuses a broken checksum or another prefix", () => {
    // The TRC20 USDT contract on TRON mainnet and its hex form (0x41 prefix dropped).
    expect(tronToHex("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t")).toBe(
      "0xa614f803b6fd780986a42c78ec9c7f77e6ded13c",
    );
    expect(tronToHex("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u")).toBeUndefined();
    expect(tronToHex("1BoatSLRHtKNngkdXEeobR76b53LETtpyT")).toBeUndefined();
  });

  it("shows ERC20 addresses checksummed and parses both forms", () => {
    const hex = "0x52908400098527886e0f7030069857d2e4169ee7";
    expect(displayAddress("ERC20", hex)).toBe("0x52908400098527886E0F7030069857D2E4169EE7");
    expect(parseChainAddress("ERC20", "0x52908400098527886E0F7030069857D2E4169EE7")).toBe(hex);
    expect(parseChainAddress("TRC20", displayAddress("TRC20", hex))).toBe(hex);
    expect(parseChainAddress("ERC20", "0x1234")).toBeUndefined();
  });
});

describe("anchor keys", () => {
  it("derives distinct, stable deposit addresses per chain and index, and separate hot wallets", () => {
    const seed = Buffer.alloc(32, 7);
    const keys = new AnchorKeys(seed);
    const again = new AnchorKeys(seed);
    expect(keys.deposit("ERC20", 1).address).toBe(again.deposit("ERC20", 1).address);
    const all = [
      keys.deposit("ERC20", 1).address,
      keys.deposit("ERC20", 2).address,
      keys.deposit("TRC20", 1).address,
      keys.hotWallet("ERC20").address,
      keys.hotWallet("TRC20").address,
      keys.demoWallet().address,
    ];
    expect(new Set(all).size).toBe(all.length);
    expect(new AnchorKeys(Buffer.alloc(32, 8)).deposit("ERC20", 1).address).not.toBe(all[0]);
  });
});

describe("anchor settings", () => {
  it("defaults to 2 confirmations on standalone and 12 elsewhere, one RPC URL for both chains", () => {
    const standalone = loadSettings({ ANCHOR_CHAIN_RPC_URL: "http://127.0.0.1:8545" });
    expect(standalone.anchor).toMatchObject({
      rpcUrls: { ERC20: "http://127.0.0.1:8545", TRC20: "http://127.0.0.1:8545" },
      confirmations: 2,
      pollMs: 1000,
    });
    const testnet = loadSettings({
      STELLAR_NETWORK: "testnet",
      ANCHOR_ERC20_RPC_URL: "https://rpc.example.com",
    });
    expect(testnet.anchor.confirmations).toBe(12);
    expect(testnet.anchor.rpcUrls.TRC20).toBeUndefined();
  });

  it.each([
    ["ANCHOR_HD_SEED", "xyz", "ANCHOR_HD_SEED must be 64 hexadecimal characters"],
    ["ANCHOR_CONFIRMATIONS", "0", "ANCHOR_CONFIRMATIONS must be between 1 and 1000"],
    ["ANCHOR_CHAIN_RPC_URL", "not a url", "ANCHOR_CHAIN_RPC_URL must be a URL"],
    ["ANCHOR_ERC20_USDT_CONTRACT", "0x12", "ANCHOR_ERC20_USDT_CONTRACT must be a 0x… contract address"],
  ])("refuses a bad %s", (name, value, message) => {
    expect(() => loadSettings({ [name]: value })).toThrow(SettingsError);
    expect(() => loadSettings({ [name]: value })).toThrow(message);
  });
});
