import { assetFromWire, canonicalAsset } from "../engine/assets";
import type { JsonValue } from "../engine/effects";
import type { AppliedTx } from "../tx/apply";
import { muxedFields, muxedToAccount } from "../tx/muxed";
import { signerKeyToString } from "../tx/signer-keys";
import type { OperationBodyWire } from "../tx/wire";
import { encodeAccount } from "../util/keys";

type TDetails = { details: Record<string, JsonValue>; participants: string[] };
type RevokeOp = Extract<OperationBodyWire, { type: 18 }>["revokeSponsorshipOp"];

/** Horizon's `revoke_sponsorship` fields: which entry (or signer) the operation names. */
function revokeDetails(op: RevokeOp): TDetails {
  if (op.type === 1) {
    const account = encodeAccount(op.signer.accountId.ed25519);
    return {
      details: { signer_account_id: account, signer_key: signerKeyToString(op.signer.signerKey) },
      participants: [account],
    };
  }
  const key = op.ledgerKey;
  switch (key.type) {
    case 0: {
      const account = encodeAccount(key.account.accountId.ed25519);
      return { details: { account_id: account }, participants: [account] };
    }
    case 1: {
      const account = encodeAccount(key.trustLine.accountId.ed25519);
      const asset = key.trustLine.asset;
      const details: Record<string, JsonValue> = { trustline_account_id: account };
      if (asset.type === 3)
        details.trustline_liquidity_pool_id = Buffer.from(asset.liquidityPoolId).toString("hex");
      else {
        const decoded = asset.type === 0 ? undefined : assetFromWire(asset);
        details.trustline_asset = decoded ? canonicalAsset(decoded) : "native";
      }
      return { details, participants: [account] };
    }
    case 2: {
      const account = encodeAccount(key.offer.sellerId.ed25519);
      return { details: { offer_id: key.offer.offerId.toString() }, participants: [account] };
    }
    case 3: {
      const account = encodeAccount(key.data.accountId.ed25519);
      return {
        details: { data_account_id: account, data_name: key.data.dataName.toString() },
        participants: [account],
      };
    }
    case 4: {
      const id = `00000000${Buffer.from(key.claimableBalance.balanceId.v0).toString("hex")}`;
      return { details: { claimable_balance_id: id }, participants: [] };
    }
    default:
      return { details: {}, participants: [] };
  }
}

/** Type-specific fields of the sponsorship operations (begin / revoke; end needs its transaction). */
export function sponsorshipOpDetails(body: OperationBodyWire): TDetails | undefined {
  if (body.type === 16) {
    const sponsored = encodeAccount(body.beginSponsoringFutureReservesOp.sponsoredId.ed25519);
    return { details: { sponsored_id: sponsored }, participants: [sponsored] };
  }
  if (body.type === 17) return { details: {}, participants: [] };
  if (body.type === 18) return revokeDetails(body.revokeSponsorshipOp);
  return undefined;
}

/**
 * `begin_sponsor` of an `end_sponsoring_future_reserves` at `index`: the source of the latest earlier
 * `begin_sponsoring_future_reserves` in the transaction that named this operation's source.
 */
export function endSponsoringDetails(tx: AppliedTx, index: number): Record<string, JsonValue> {
  const ops = tx.parsed.tx.operations;
  const ender = tx.opSources[index];
  for (let i = index - 1; i >= 0; i -= 1) {
    const body = ops[i]?.body;
    if (
      body?.type !== 16 ||
      encodeAccount(body.beginSponsoringFutureReservesOp.sponsoredId.ed25519) !== ender
    ) {
      continue;
    }
    const muxed = ops[i]?.sourceAccount ?? tx.parsed.tx.sourceAccount;
    return { begin_sponsor: muxedToAccount(muxed), ...muxedFields(muxed, "begin_sponsor") };
  }
  return {};
}

/**
 * Horizon's `sponsor` of an operation: the sponsor of the first entry (or signer) the operation created sponsored,
 * read from its `*_sponsorship_created` effects (a revoke that establishes a sponsorship creates no entry).
 */
export function operationSponsor(tx: AppliedTx, index: number): Record<string, JsonValue> {
  if (tx.parsed.tx.operations[index]?.body.type === 18) return {};
  const created = (tx.effects[index] ?? []).find((e) => e.type.endsWith("_sponsorship_created"));
  const sponsor = created?.details.sponsor;
  return typeof sponsor === "string" ? { sponsor } : {};
}

/** Fields of an operation record that need its whole transaction: `begin_sponsor` and `sponsor`. */
export function sponsorshipTxDetails(tx: AppliedTx, index: number): Record<string, JsonValue> {
  const end = tx.parsed.tx.operations[index]?.body.type === 17 ? endSponsoringDetails(tx, index) : {};
  return { ...end, ...operationSponsor(tx, index) };
}
