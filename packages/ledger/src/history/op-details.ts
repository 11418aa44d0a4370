import { assetFields, assetFromWire } from "../engine/assets";
import { balanceOpDetails } from "../engine/claimable-balances/op-details";
import type { JsonValue } from "../engine/effects";
import type { Asset } from "../engine/types";
import { muxedFields, muxedToAccount } from "../tx/muxed";
import { signerKeyToString } from "../tx/signer-keys";
import type { MuxedAccountWire, OperationBodyWire } from "../tx/wire";
import { formatAmount } from "../util/amount";
import { encodeAccount } from "../util/keys";
import { offerOpDetails } from "./offer-op-details";
import { pathPaymentDetails } from "./path-payment-details";
import { poolOpDetails } from "./pool-op-details";
import { sponsorshipOpDetails } from "./sponsorship-op-details";

export const OPERATION_NAMES = [
  "create_account",
  "payment",
  "path_payment_strict_receive",
  "manage_sell_offer",
  "create_passive_sell_offer",
  "set_options",
  "change_trust",
  "allow_trust",
  "account_merge",
  "inflation",
  "manage_data",
  "bump_sequence",
  "manage_buy_offer",
  "path_payment_strict_send",
  "create_claimable_balance",
  "claim_claimable_balance",
  "begin_sponsoring_future_reserves",
  "end_sponsoring_future_reserves",
  "revoke_sponsorship",
  "clawback",
  "clawback_claimable_balance",
  "set_trust_line_flags",
  "liquidity_pool_deposit",
  "liquidity_pool_withdraw",
  "invoke_host_function",
  "extend_footprint_ttl",
  "restore_footprint",
];

export const PAYMENT_TYPES = new Set([0, 1, 2, 8, 13]);

const FLAG_NAMES: Array<[number, string]> = [
  [1, "auth_required"],
  [2, "auth_revocable"],
  [4, "auth_immutable"],
  [8, "auth_clawback_enabled"],
];

function flagLists(flags: number, prefix: string): Record<string, JsonValue> {
  const bits = FLAG_NAMES.filter(([bit]) => (flags & bit) !== 0);
  return { [prefix]: bits.map(([bit]) => bit), [`${prefix}_s`]: bits.map(([, name]) => name) };
}

function trustFlagLists(flags: number, prefix: string): Record<string, JsonValue> {
  const names: Array<[number, string]> = [
    [1, "authorized"],
    [2, "authorized_to_maintain_liabilites"],
    [4, "clawback_enabled"],
  ];
  const bits = names.filter(([bit]) => (flags & bit) !== 0);
  return { [prefix]: bits.map(([bit]) => bit), [`${prefix}_s`]: bits.map(([, name]) => name) };
}

/** Type-specific fields of an operation record, plus the accounts that participate in it. */
export function operationDetails(
  body: OperationBodyWire,
  source: string,
  sourceMuxed: MuxedAccountWire,
): { details: Record<string, JsonValue>; participants: string[] } {
  switch (body.type) {
    case 0: {
      const account = encodeAccount(body.createAccountOp.destination.ed25519);
      const details = {
        starting_balance: formatAmount(body.createAccountOp.startingBalance),
        funder: source,
        ...muxedFields(sourceMuxed, "funder"),
        account,
      };
      return { details, participants: [account] };
    }
    case 1: {
      const to = muxedToAccount(body.paymentOp.destination);
      const asset = assetFromWire(body.paymentOp.asset) as Asset;
      const details = {
        ...assetFields(asset),
        from: source,
        ...muxedFields(sourceMuxed, "from"),
        to,
        ...muxedFields(body.paymentOp.destination, "to"),
        amount: formatAmount(body.paymentOp.amount),
      };
      return { details, participants: [to] };
    }
    case 5:
      return { details: setOptionsDetails(body.setOptionsOp), participants: [] };
    case 16:
    case 17:
    case 18:
      return sponsorshipOpDetails(body) ?? { details: {}, participants: [] };
    case 14:
    case 15:
    case 20:
      return balanceOpDetails(body, source, sourceMuxed) ?? { details: {}, participants: [] };
    case 22:
    case 23:
      return poolOpDetails(body, source) ?? { details: {}, participants: [] };
    case 6: {
      if (body.changeTrustOp.line.type === 3) {
        return poolOpDetails(body, source) ?? { details: {}, participants: [] };
      }
      const line = body.changeTrustOp.line;
      const asset = line.type === 1 || line.type === 2 ? assetFromWire(line) : undefined;
      const fields: Record<string, JsonValue> = asset ? { ...assetFields(asset) } : {};
      if (asset && asset.type !== "native") fields.trustee = asset.issuer;
      return {
        details: {
          ...fields,
          limit: formatAmount(body.changeTrustOp.limit),
          trustor: source,
          ...muxedFields(sourceMuxed, "trustor"),
        },
        participants: [],
      };
    }
    case 7: {
      const op = body.allowTrustOp;
      const trustor = encodeAccount(op.trustor.ed25519);
      const code = Buffer.from(op.asset.type === 1 ? op.asset.assetCode4 : op.asset.assetCode12)
        .toString("latin1")
        .replace(/\0+$/, "");
      const details = {
        asset_type: op.asset.type === 1 ? "credit_alphanum4" : "credit_alphanum12",
        asset_code: code,
        asset_issuer: source,
        trustee: source,
        ...muxedFields(sourceMuxed, "trustee"),
        trustor,
        authorize: op.authorize === 1,
        authorize_to_maintain_liabilities: op.authorize === 2,
      };
      return { details, participants: [trustor] };
    }
    case 21: {
      const op = body.setTrustLineFlagsOp;
      const trustor = encodeAccount(op.trustor.ed25519);
      const asset = assetFromWire(op.asset) as Asset;
      const details: Record<string, JsonValue> = { ...assetFields(asset), trustor };
      if (op.setFlags) Object.assign(details, trustFlagLists(op.setFlags, "set_flags"));
      if (op.clearFlags) Object.assign(details, trustFlagLists(op.clearFlags, "clear_flags"));
      return { details, participants: [trustor] };
    }
    case 8: {
      const into = muxedToAccount(body.destination);
      const details = {
        account: source,
        ...muxedFields(sourceMuxed, "account"),
        into,
        ...muxedFields(body.destination, "into"),
      };
      return { details, participants: [into] };
    }
    case 10: {
      const value = body.manageDataOp.dataValue;
      return {
        details: {
          name: body.manageDataOp.dataName.toString(),
          value: value ? Buffer.from(value).toString("base64") : "",
        },
        participants: [],
      };
    }
    case 11:
      return { details: { bump_to: body.bumpSequenceOp.bumpTo.toString() }, participants: [] };
    case 3:
    case 4:
    case 12:
      return { details: offerOpDetails(body), participants: [] };
    case 2:
    case 13: {
      const details = pathPaymentDetails(body, source, sourceMuxed);
      return { details, participants: [String(details.to)] };
    }
    default:
      return { details: {}, participants: [] };
  }
}

function setOptionsDetails(
  op: Extract<OperationBodyWire, { type: 5 }>["setOptionsOp"],
): Record<string, JsonValue> {
  const d: Record<string, JsonValue> = {};
  if (op.homeDomain !== null) d.home_domain = op.homeDomain.toString();
  if (op.inflationDest !== null) d.inflation_dest = encodeAccount(op.inflationDest.ed25519);
  if (op.masterWeight !== null) d.master_key_weight = op.masterWeight;
  if (op.signer !== null) {
    d.signer_key = signerKeyToString(op.signer.key);
    d.signer_weight = op.signer.weight;
  }
  if (op.setFlags !== null) Object.assign(d, flagLists(op.setFlags, "set_flags"));
  if (op.clearFlags !== null) Object.assign(d, flagLists(op.clearFlags, "clear_flags"));
  if (op.lowThreshold !== null) d.low_threshold = op.lowThreshold;
  if (op.medThreshold !== null) d.med_threshold = op.medThreshold;
  if (op.highThreshold !== null) d.high_threshold = op.highThreshold;
  return d;
}
