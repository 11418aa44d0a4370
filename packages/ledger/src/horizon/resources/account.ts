import type { JsonValue } from "../../engine/effects";
import type { Account, Trustline } from "../../engine/types";
import { ACCOUNT_FLAGS, TRUSTLINE_FLAGS } from "../../engine/types";
import type { HistoryData, JsonObject } from "../../history/records";
import { formatAmount } from "../../util/amount";
import { poolShareBalances } from "./pool-share-balance";

const PAGING = "{?cursor,limit,order}";

function signerType(key: string): string {
  if (key.startsWith("T")) return "preauth_tx";
  if (key.startsWith("X")) return "sha256_hash";
  if (key.startsWith("P")) return "ed25519_signed_payload";
  return "ed25519_public_key";
}

function trustlineBalance(line: Trustline): JsonObject {
  const json: JsonObject = {
    balance: formatAmount(line.balance),
    limit: formatAmount(line.limit),
    buying_liabilities: formatAmount(line.buyingLiabilities),
    selling_liabilities: formatAmount(line.sellingLiabilities),
  };
  if (line.sponsor) json.sponsor = line.sponsor;
  Object.assign(json, {
    last_modified_ledger: line.lastModifiedLedger,
    is_authorized: (line.flags & TRUSTLINE_FLAGS.authorized) !== 0,
    is_authorized_to_maintain_liabilities:
      (line.flags & (TRUSTLINE_FLAGS.authorized | TRUSTLINE_FLAGS.authorizedToMaintainLiabilities)) !== 0,
  });
  if ((line.flags & TRUSTLINE_FLAGS.clawbackEnabled) !== 0) json.is_clawback_enabled = true;
  json.asset_type = line.assetType;
  json.asset_code = line.asset.code;
  json.asset_issuer = line.asset.issuer;
  return json;
}

/** Close time of a closed ledger; null while the ledger is still open (as Horizon's nullable field). */
export function closeTimeOf(history: HistoryData, seq: number): string | null {
  const ledger = history.ledgers[seq - 1];
  return typeof ledger?.json.closed_at === "string" ? ledger.json.closed_at : null;
}

/** The Horizon account resource. */
export function renderAccount(a: Account, base: string, history: HistoryData): JsonObject {
  const self = `${base}/accounts/${a.id}`;
  const lines = [...a.trustlines.values()].sort((x, y) =>
    x.asset.code === y.asset.code
      ? x.asset.issuer.localeCompare(y.asset.issuer)
      : x.asset.code < y.asset.code
        ? -1
        : 1,
  );
  const balances: JsonValue[] = lines.map(trustlineBalance);
  balances.push(...poolShareBalances(a));
  balances.push({
    balance: formatAmount(a.balance),
    buying_liabilities: formatAmount(a.buyingLiabilities),
    selling_liabilities: formatAmount(a.sellingLiabilities),
    asset_type: "native",
  });
  const signers: Array<{ weight: number; key: string; type: string; sponsor?: string }> = a.signers.map(
    (s) => ({
      weight: s.weight,
      key: s.key,
      type: signerType(s.key),
      ...(s.sponsor ? { sponsor: s.sponsor } : {}),
    }),
  );
  if (a.masterWeight > 0) signers.push({ weight: a.masterWeight, key: a.id, type: "ed25519_public_key" });
  signers.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  if (a.masterWeight === 0) signers.push({ weight: 0, key: a.id, type: "ed25519_public_key" });
  const data: JsonObject = {};
  for (const [name, value] of a.data) data[name] = Buffer.from(value).toString("base64");
  const json: JsonObject = {
    _links: {
      self: { href: self },
      transactions: { href: `${self}/transactions${PAGING}`, templated: true },
      operations: { href: `${self}/operations${PAGING}`, templated: true },
      payments: { href: `${self}/payments${PAGING}`, templated: true },
      effects: { href: `${self}/effects${PAGING}`, templated: true },
      offers: { href: `${self}/offers${PAGING}`, templated: true },
      trades: { href: `${self}/trades${PAGING}`, templated: true },
      data: { href: `${self}/data/{key}`, templated: true },
    },
    id: a.id,
    account_id: a.id,
    sequence: a.seqNum.toString(),
  };
  if (a.seqLedger > 0) {
    json.sequence_ledger = a.seqLedger;
    json.sequence_time = a.seqTime.toString();
  }
  json.subentry_count = a.numSubEntries;
  if (a.inflationDest) json.inflation_destination = a.inflationDest;
  if (a.homeDomain) json.home_domain = a.homeDomain;
  Object.assign(json, {
    last_modified_ledger: a.lastModifiedLedger,
    last_modified_time: closeTimeOf(history, a.lastModifiedLedger),
    thresholds: {
      low_threshold: a.lowThreshold,
      med_threshold: a.medThreshold,
      high_threshold: a.highThreshold,
    },
    flags: {
      auth_required: (a.flags & ACCOUNT_FLAGS.authRequired) !== 0,
      auth_revocable: (a.flags & ACCOUNT_FLAGS.authRevocable) !== 0,
      auth_immutable: (a.flags & ACCOUNT_FLAGS.authImmutable) !== 0,
      auth_clawback_enabled: (a.flags & ACCOUNT_FLAGS.authClawbackEnabled) !== 0,
    },
    balances,
    signers,
    data,
    num_sponsoring: a.numSponsoring ?? 0,
    num_sponsored: a.numSponsored ?? 0,
  });
  if (a.sponsor) json.sponsor = a.sponsor;
  json.paging_token = a.id;
  return json;
}
