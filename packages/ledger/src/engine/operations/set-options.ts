import type { xdr } from "@stellar/stellar-sdk";
import { MAX_SIGNERS, SUBENTRY_LIMIT } from "../../constants";
import { signerKeyToString } from "../../tx/signer-keys";
import { encodeAccount } from "../../util/keys";
import { emit, loadSource, type OpContext } from "../context";
import type { JsonValue } from "../effects";
import { claimReserve } from "../sponsorship";
import { ACCOUNT_FLAGS, type Account, ALL_ACCOUNT_FLAGS } from "../types";
import { inner, type OpOutcome, TOO_MANY_SUBENTRIES } from "./outcome";
import { applySigner } from "./set-options-signer";

type Code = xdr.SetOptionsResultWire["code"];
export const setOptionsResult = (code: Code): OpOutcome => inner({ type: 5, setOptionsResult: { code } });
const result = setOptionsResult;

export function isPrintableAscii(text: Uint8Array): boolean {
  for (const byte of text) if (byte < 0x20 || byte > 0x7e) return false;
  return true;
}

export function checkSetOptions(op: xdr.SetOptionsOpWire, sourceId: string): OpOutcome | undefined {
  const set = op.setFlags ?? 0;
  const clear = op.clearFlags ?? 0;
  if ((set & ~ALL_ACCOUNT_FLAGS) !== 0 || (clear & ~ALL_ACCOUNT_FLAGS) !== 0) return result(-6);
  if ((set & clear) !== 0) return result(-3);
  for (const value of [op.masterWeight, op.lowThreshold, op.medThreshold, op.highThreshold]) {
    if (value !== null && value > 255) return result(-7);
  }
  if (op.signer) {
    if (signerKeyToString(op.signer.key) === sourceId || op.signer.weight > 255) return result(-8);
  }
  if (op.homeDomain !== null && !isPrintableAscii(op.homeDomain.bytes)) return result(-9);
  return undefined;
}

/** setOptions needs the high threshold when it touches thresholds, master weight or signers. */
export function setOptionsNeedsHigh(op: xdr.SetOptionsOpWire): boolean {
  return (
    op.masterWeight !== null ||
    op.lowThreshold !== null ||
    op.medThreshold !== null ||
    op.highThreshold !== null ||
    op.signer !== null
  );
}

export function applySetOptions(op: xdr.SetOptionsOpWire, ctx: OpContext): OpOutcome {
  const account = loadSource(ctx);
  if (op.inflationDest !== null) {
    const dest = encodeAccount(op.inflationDest.ed25519);
    if (!ctx.view.getAccount(dest)) return result(-4);
    account.inflationDest = dest;
  }
  const flagFailure = applyFlags(op, account, ctx);
  if (flagFailure) return flagFailure;
  if (op.homeDomain !== null) {
    account.homeDomain = op.homeDomain.toString();
    emit(ctx, ctx.sourceId, "account_home_domain_updated", { home_domain: account.homeDomain });
  }
  applyThresholds(op, account, ctx);
  if (op.signer) {
    const signer = op.signer;
    const adding = !account.signers.some((s) => s.key === signerKeyToString(signer.key));
    let sponsor: string | undefined;
    if (adding && signer.weight > 0) {
      if (account.signers.length >= MAX_SIGNERS) return result(-2);
      if (account.numSubEntries + 1 > SUBENTRY_LIMIT) return TOO_MANY_SUBENTRIES;
      const reserve = claimReserve(ctx, account, 1);
      if (!reserve.ok) return result(-1);
      sponsor = reserve.sponsor;
    }
    applySigner(account, signer, ctx, sponsor);
  }
  return result(0);
}

function applyFlags(op: xdr.SetOptionsOpWire, account: Account, ctx: OpContext): OpOutcome | undefined {
  if (op.setFlags === null && op.clearFlags === null) return undefined;
  const set = op.setFlags ?? 0;
  const clear = op.clearFlags ?? 0;
  if ((account.flags & ACCOUNT_FLAGS.authImmutable) !== 0 && ((set | clear) & ALL_ACCOUNT_FLAGS) !== 0) {
    return result(-5);
  }
  const flags = (account.flags & ~clear) | set;
  if ((flags & ACCOUNT_FLAGS.authClawbackEnabled) !== 0 && (flags & ACCOUNT_FLAGS.authRevocable) === 0) {
    return result(-10);
  }
  account.flags = flags;
  const details: Record<string, JsonValue> = {};
  const names: Array<[number, string]> = [
    [ACCOUNT_FLAGS.authRequired, "auth_required_flag"],
    [ACCOUNT_FLAGS.authRevocable, "auth_revocable_flag"],
    [ACCOUNT_FLAGS.authImmutable, "auth_immutable_flag"],
    [ACCOUNT_FLAGS.authClawbackEnabled, "auth_clawback_enabled_flag"],
  ];
  for (const [bit, name] of names) {
    if ((set & bit) !== 0) details[name] = true;
    if ((clear & bit) !== 0) details[name] = false;
  }
  emit(ctx, ctx.sourceId, "account_flags_updated", details);
  return undefined;
}

function applyThresholds(op: xdr.SetOptionsOpWire, account: Account, ctx: OpContext): void {
  if (op.masterWeight !== null) {
    account.masterWeight = op.masterWeight;
    const type = op.masterWeight === 0 ? "signer_removed" : "signer_updated";
    emit(ctx, ctx.sourceId, type, { weight: op.masterWeight, public_key: ctx.sourceId, key: "" });
  }
  if (op.lowThreshold === null && op.medThreshold === null && op.highThreshold === null) return;
  if (op.lowThreshold !== null) account.lowThreshold = op.lowThreshold;
  if (op.medThreshold !== null) account.medThreshold = op.medThreshold;
  if (op.highThreshold !== null) account.highThreshold = op.highThreshold;
  const details: Record<string, JsonValue> = {
    low_threshold: op.lowThreshold ?? 0,
    med_threshold: op.medThreshold ?? 0,
    high_threshold: op.highThreshold ?? 0,
  };
  emit(ctx, ctx.sourceId, "account_thresholds_updated", details);
}
