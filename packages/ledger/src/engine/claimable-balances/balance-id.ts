import { createHash } from "node:crypto";
import { xdr } from "@stellar/stellar-sdk";
import { decodeAccount } from "../../util/keys";

/** What core hashes into a claimable balance id: the operation's id (`ENVELOPE_TYPE_OP_ID` preimage). */
export interface TOperationId {
  /** Source of the transaction (the inner transaction of a fee bump), not of the operation. */
  txSourceId: string;
  seqNum: bigint;
  /** Index of the operation in its transaction, from 0. */
  opIndex: number;
}

const ID_HEX = /^00000000[0-9a-f]{64}$/;

/** The balance id as Horizon shows it: hex of the XDR `ClaimableBalanceID` (`00000000` + sha256 of the preimage). */
export function balanceIdOf(op: TOperationId): string {
  const preimage = xdr.HashIdPreimage.schema.encode({
    type: 6,
    operationId: {
      sourceAccount: { type: 0, ed25519: decodeAccount(op.txSourceId) },
      seqNum: op.seqNum,
      opNum: op.opIndex,
    },
  });
  return `00000000${createHash("sha256").update(preimage).digest("hex")}`;
}

/** Whether `text` is a balance id in Horizon's hex form (case-insensitive). */
export function isBalanceIdHex(text: string): boolean {
  return ID_HEX.test(text.toLowerCase());
}

export function balanceIdToWire(id: string): xdr.ClaimableBalanceIdWire {
  return { type: 0, v0: Buffer.from(id.slice(8), "hex") };
}

export function balanceIdFromWire(wire: xdr.ClaimableBalanceIdWire): string {
  return `00000000${Buffer.from(wire.v0).toString("hex")}`;
}
