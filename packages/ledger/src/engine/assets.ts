import type { AssetWire } from "../tx/wire";
import { encodeAccount } from "../util/keys";
import type { Asset, CreditAsset } from "./types";

const CODE_CHARS = /^[A-Za-z0-9]+$/;

/** Decodes an asset code field, checking core's rules (chars, NUL padding only at the end, length class). */
export function decodeAssetCode(bytes: Uint8Array, type: 1 | 2): string | undefined {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  for (let i = 0; i < end; i++) if (bytes[i] === 0) return undefined;
  const code = Buffer.from(bytes.subarray(0, end)).toString("latin1");
  if (!CODE_CHARS.test(code)) return undefined;
  if (type === 1 && (code.length < 1 || code.length > 4)) return undefined;
  if (type === 2 && (code.length < 5 || code.length > 12)) return undefined;
  return code;
}

/** Converts a wire asset; returns undefined when the asset is malformed. */
export function assetFromWire(wire: AssetWire): Asset | undefined {
  if (wire.type === 0) return { type: "native" };
  const inner = wire.type === 1 ? wire.alphaNum4 : wire.alphaNum12;
  const code = decodeAssetCode(inner.assetCode, wire.type);
  if (code === undefined) return undefined;
  const issuer = encodeAccount(inner.issuer.ed25519);
  return { type: wire.type === 1 ? "credit_alphanum4" : "credit_alphanum12", code, issuer };
}

export function assetKey(asset: CreditAsset): string {
  return `${asset.code}:${asset.issuer}`;
}

/** SEP-11 canonical form. */
export function canonicalAsset(asset: Asset): string {
  return asset.type === "native" ? "native" : assetKey(asset);
}

export function assetFields(asset: Asset, prefix = ""): Record<string, string> {
  if (asset.type === "native") return { [`${prefix}asset_type`]: "native" };
  return {
    [`${prefix}asset_type`]: asset.type,
    [`${prefix}asset_code`]: asset.code,
    [`${prefix}asset_issuer`]: asset.issuer,
  };
}
