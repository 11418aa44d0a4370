import { describe, expect, it } from "vitest";
import { ZCreateAccountRequest, ZPostSwapCreateRequest } from "../contracts";
import { isAssetId, isLedgerAmount, text, ZAmount, ZOfferId } from "./request-fields";
import { crc16XModem, isValidPublicKey, isValidSecretKey, ZPublicKey } from "./stellar-keys";

// A key pair from the Stellar SDK's own test vectors.
const PUBLIC = "GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H";
const SECRET = "SBGWSG6BTNCKCOB3DIFBGCVMUPQFYPA2G4O34RMTB343OYPXU5DJDVMN";

describe("StrKey checks", () => {
  it("computes CRC16-XModem as the reference value", () => {
    expect(crc16XModem(new TextEncoder().encode("123456789"))).toBe(0x31c3);
  });

  it("accepts keys with a right checksum", () => {
    expect(isValidPublicKey(PUBLIC)).toBe(true);
    expect(isValidSecretKey(SECRET)).toBe(true);
    expect(ZPublicKey.safeParse(PUBLIC).success).toBe(true);
  });

  it("refuses a key with one character changed, the wrong version or the wrong length", () => {
    const changed = `${PUBLIC.slice(0, 10)}${PUBLIC[10] === "A" ? "B" : "A"}${PUBLIC.slice(11)}`;
    expect(isValidPublicKey(changed)).toBe(false);
    expect(isValidPublicKey("G".padEnd(56, "A"))).toBe(false);
    expect(isValidPublicKey(SECRET)).toBe(false);
    expect(isValidSecretKey(PUBLIC)).toBe(false);
    expect(isValidPublicKey(PUBLIC.slice(0, 55))).toBe(false);
    expect(ZPublicKey.safeParse(changed).success).toBe(false);
  });
});

describe("request fields", () => {
  it("refuses NUL and other control characters, and over-long text", () => {
    const field = text(10);
    expect(field.safeParse("plain text").success).toBe(true);
    expect(field.safeParse("a\u0000b").success).toBe(false);
    expect(field.safeParse("a\nb").success).toBe(false);
    expect(field.safeParse("a\u007fb").success).toBe(false);
    expect(field.safeParse("a".repeat(11)).success).toBe(false);
  });

  it("bounds amounts to 7 decimals and the ledger's int64 stroops", () => {
    expect(isLedgerAmount("0.0000001")).toBe(true);
    expect(isLedgerAmount("922337203685.4775807")).toBe(true);
    expect(isLedgerAmount("922337203685.4775808")).toBe(false);
    expect(isLedgerAmount("1".repeat(60))).toBe(false);
    expect(isLedgerAmount("1.12345678")).toBe(false);
    expect(isLedgerAmount("-1")).toBe(false);
    expect(isLedgerAmount("1e309")).toBe(false);
    expect(ZAmount.safeParse("12.5").success).toBe(true);
  });

  it("refuses offer ids that are not int64 digits without throwing", () => {
    expect(ZOfferId.safeParse("12").success).toBe(true);
    expect(ZOfferId.safeParse("9223372036854775808").success).toBe(false);
    for (const bad of ["x", "1e3", "\u0000", "-1", ""]) expect(ZOfferId.safeParse(bad).success).toBe(false);
  });

  it("accepts XLM and CODE:ISSUER with a valid issuer only", () => {
    expect(isAssetId("XLM")).toBe(true);
    expect(isAssetId(`USD:${PUBLIC}`)).toBe(true);
    expect(isAssetId(`USD:${"G".padEnd(56, "A")}`)).toBe(false);
    expect(isAssetId("USD")).toBe(false);
  });

  it("applies to the contracts: a 300-character referral, a NUL referral and a 60-digit amount are refused", () => {
    expect(ZCreateAccountRequest.safeParse({ publicKey: PUBLIC, referral: "r".repeat(300) }).success).toBe(
      false,
    );
    expect(ZCreateAccountRequest.safeParse({ publicKey: PUBLIC, referral: "a\u0000" }).success).toBe(false);
    expect(ZCreateAccountRequest.safeParse({ publicKey: PUBLIC, referral: "ref42" }).success).toBe(true);
    const swap = {
      fromAmount: "1",
      fee: "0",
      fromAsset: "XLM",
      toAsset: "USD",
      toAmount: "1".repeat(60),
      createdAt: "2026-01-01T00:00:00.000Z",
      account: PUBLIC,
      trxId: "a".repeat(64),
    };
    expect(ZPostSwapCreateRequest.safeParse(swap).success).toBe(false);
    expect(ZPostSwapCreateRequest.safeParse({ ...swap, toAmount: "2" }).success).toBe(true);
  });
});
