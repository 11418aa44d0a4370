import { StrKey } from "@stellar/stellar-sdk";
import { encodeAccount } from "../util/keys";
import type { MuxedAccountWire } from "./wire";

/** The underlying G-address of a (possibly multiplexed) account. */
export function muxedToAccount(muxed: MuxedAccountWire): string {
  return encodeAccount(muxed.type === 0 ? muxed.ed25519 : muxed.med25519.ed25519);
}

/** Horizon's `<prefix>_muxed` / `<prefix>_muxed_id` fields, present only for multiplexed (M…) accounts. */
export function muxedFields(
  muxed: MuxedAccountWire | null | undefined,
  prefix: string,
): Record<string, string> {
  if (!muxed || muxed.type === 0) return {};
  const payload = Buffer.alloc(40);
  payload.set(muxed.med25519.ed25519, 0);
  payload.writeBigUInt64BE(muxed.med25519.id, 32);
  return {
    [`${prefix}_muxed`]: StrKey.encodeMed25519PublicKey(payload),
    [`${prefix}_muxed_id`]: muxed.med25519.id.toString(),
  };
}
