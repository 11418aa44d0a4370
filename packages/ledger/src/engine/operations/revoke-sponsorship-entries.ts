import type { xdr } from "@stellar/stellar-sdk";
import { signerKeyToString } from "../../tx/signer-keys";
import { encodeAccount } from "../../util/keys";
import { assetFromWire, assetKey } from "../assets";
import type { OpContext } from "../context";
import type { JsonValue } from "../effects";
import type { TSponsoredKind } from "../sponsorship";
import type { Account } from "../types";

/** A sponsorable ledger entry found by a revoke: who owns it, what it costs, and how to change its sponsor. */
export interface TSponsoredEntry {
  /** Account whose reserve the entry is (the account itself for account entries). */
  owner: Account;
  /** Base reserves the entry needs. */
  count: number;
  sponsor: string | undefined;
  setSponsor(sponsor: string | undefined): void;
  /** The Horizon effect family announcing a change of sponsor (none for offers). */
  effect?: { kind: TSponsoredKind; details: Record<string, JsonValue> };
}

type TrustLineAssetWire = xdr.LedgerKeyTrustLineWire["asset"];

function trustlineEntry(owner: Account, asset: TrustLineAssetWire): TSponsoredEntry | undefined {
  if (asset.type === 3) {
    const poolId = Buffer.from(asset.liquidityPoolId).toString("hex");
    const line = owner.poolShares?.get(poolId);
    if (!line) return undefined;
    return {
      owner,
      count: 2,
      sponsor: line.sponsor,
      setSponsor: (s) => setOrDelete(line, s),
      effect: { kind: "trustline", details: { asset_type: "liquidity_pool", liquidity_pool_id: poolId } },
    };
  }
  const credit = asset.type === 0 ? undefined : assetFromWire(asset);
  if (!credit || credit.type === "native") return undefined;
  const line = owner.trustlines.get(assetKey(credit));
  if (!line) return undefined;
  return {
    owner,
    count: 1,
    sponsor: line.sponsor,
    setSponsor: (s) => setOrDelete(line, s),
    effect: { kind: "trustline", details: { asset: assetKey(credit) } },
  };
}

function setOrDelete(entry: { sponsor?: string }, sponsor: string | undefined): void {
  if (sponsor) entry.sponsor = sponsor;
  else delete entry.sponsor;
}

/** The entry a `LedgerKey` names, loaded for writing; undefined when it does not exist. */
export function findLedgerEntry(ctx: OpContext, key: xdr.LedgerKeyWire): TSponsoredEntry | undefined {
  switch (key.type) {
    case 0: {
      const owner = ctx.view.loadAccount(encodeAccount(key.account.accountId.ed25519));
      if (!owner) return undefined;
      return {
        owner,
        count: 2,
        sponsor: owner.sponsor,
        setSponsor: (s) => setOrDelete(owner, s),
        effect: { kind: "account", details: {} },
      };
    }
    case 1: {
      const owner = ctx.view.loadAccount(encodeAccount(key.trustLine.accountId.ed25519));
      return owner && trustlineEntry(owner, key.trustLine.asset);
    }
    case 2: {
      const owner = ctx.view.loadAccount(encodeAccount(key.offer.sellerId.ed25519));
      const offer = owner?.offers?.get(key.offer.offerId);
      if (!owner || !offer) return undefined;
      return { owner, count: 1, sponsor: offer.sponsor, setSponsor: (s) => setOrDelete(offer, s) };
    }
    case 3: {
      const owner = ctx.view.loadAccount(encodeAccount(key.data.accountId.ed25519));
      const name = key.data.dataName.toString();
      if (!owner?.data.has(name)) return undefined;
      return {
        owner,
        count: 1,
        sponsor: owner.dataSponsors?.get(name),
        setSponsor: (s) => {
          owner.dataSponsors ??= new Map();
          if (s) owner.dataSponsors.set(name, s);
          else owner.dataSponsors.delete(name);
        },
        effect: { kind: "data", details: { data_name: name } },
      };
    }
    default:
      return undefined;
  }
}

/** The signer a revoke names, on its account loaded for writing; undefined when either does not exist. */
export function findSigner(
  ctx: OpContext,
  op: xdr.RevokeSponsorshipOpSignerWire,
): TSponsoredEntry | undefined {
  const owner = ctx.view.loadAccount(encodeAccount(op.accountId.ed25519));
  const key = signerKeyToString(op.signerKey);
  const signer = owner?.signers.find((s) => s.key === key);
  if (!owner || !signer) return undefined;
  return {
    owner,
    count: 1,
    sponsor: signer.sponsor,
    setSponsor: (s) => setOrDelete(signer, s),
    effect: { kind: "signer", details: { signer: key } },
  };
}
