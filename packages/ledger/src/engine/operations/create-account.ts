import type { xdr } from "@stellar/stellar-sdk";
import { formatAmount } from "../../util/amount";
import { encodeAccount } from "../../util/keys";
import { emit, loadSource, type OpContext, startingSequence } from "../context";
import { availableNative } from "../reserves";
import { activeSponsor, countSponsored, emitSponsorship } from "../sponsorship";
import type { Account } from "../types";
import { inner, type OpOutcome } from "./outcome";

type Code = xdr.CreateAccountResultWire["code"];
const result = (code: Code): OpOutcome => inner({ type: 0, createAccountResult: { code } });

export function checkCreateAccount(op: xdr.CreateAccountOpWire, sourceId: string): OpOutcome | undefined {
  if (op.startingBalance < 0n || encodeAccount(op.destination.ed25519) === sourceId) return result(-1);
  return undefined;
}

export function newAccount(id: string, balance: bigint, ledgerSeq: number): Account {
  return {
    id,
    balance,
    seqNum: startingSequence(ledgerSeq),
    seqLedger: 0,
    seqTime: 0n,
    numSubEntries: 0,
    flags: 0,
    homeDomain: "",
    inflationDest: null,
    masterWeight: 1,
    lowThreshold: 0,
    medThreshold: 0,
    highThreshold: 0,
    signers: [],
    data: new Map(),
    trustlines: new Map(),
    buyingLiabilities: 0n,
    sellingLiabilities: 0n,
    lastModifiedLedger: ledgerSeq,
  };
}

export function applyCreateAccount(op: xdr.CreateAccountOpWire, ctx: OpContext): OpOutcome {
  const destination = encodeAccount(op.destination.ed25519);
  if (ctx.view.getAccount(destination)) return result(-4);
  const created = newAccount(destination, op.startingBalance, ctx.ledgerSeq);
  // Inside a sandwich the sponsor carries the new account's two base reserves (CAP-33).
  const sponsor = activeSponsor(ctx, destination);
  if (sponsor) {
    const carrier = ctx.view.getAccount(sponsor);
    if (!carrier || availableNative(carrier, ctx.baseReserve) < 2n * ctx.baseReserve) return result(-3);
    countSponsored(ctx, created, sponsor, 2);
    created.sponsor = sponsor;
  } else if (op.startingBalance < 2n * ctx.baseReserve) return result(-3);
  const source = loadSource(ctx);
  if (availableNative(source, ctx.baseReserve) < op.startingBalance) return result(-2);
  source.balance -= op.startingBalance;
  ctx.view.createAccount(created);
  const amount = formatAmount(op.startingBalance);
  emit(ctx, destination, "account_created", { starting_balance: amount });
  emit(ctx, ctx.sourceId, "account_debited", { asset_type: "native", amount });
  emit(ctx, destination, "signer_created", { weight: 1, public_key: destination, key: "" });
  emitSponsorship(ctx, destination, "account", { next: sponsor });
  return result(0);
}
