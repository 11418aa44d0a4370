import type { xdr } from "@stellar/stellar-sdk";
import { SUBENTRY_LIMIT } from "../../constants";
import { emit, loadSource, type OpContext } from "../context";
import { claimReserve, emitSponsorship, releaseReserve } from "../sponsorship";
import { inner, type OpOutcome, TOO_MANY_SUBENTRIES } from "./outcome";
import { isPrintableAscii } from "./set-options";

type Code = xdr.ManageDataResultWire["code"];
const result = (code: Code): OpOutcome => inner({ type: 10, manageDataResult: { code } });

export function checkManageData(op: xdr.ManageDataOpWire): OpOutcome | undefined {
  const name = op.dataName.bytes;
  if (name.length < 1 || name.length > 64 || !isPrintableAscii(name)) return result(-4);
  return undefined;
}

export function applyManageData(op: xdr.ManageDataOpWire, ctx: OpContext): OpOutcome {
  const account = loadSource(ctx);
  const name = op.dataName.toString();
  const existing = account.data.get(name);
  if (op.dataValue === null) {
    if (!existing) return result(-2);
    const former = account.dataSponsors?.get(name);
    account.data.delete(name);
    account.dataSponsors?.delete(name);
    account.numSubEntries -= 1;
    releaseReserve(ctx, account, former, 1);
    emit(ctx, ctx.sourceId, "data_removed", { name });
    emitSponsorship(ctx, ctx.sourceId, "data", { former }, { data_name: name });
    return result(0);
  }
  const value = Uint8Array.from(op.dataValue);
  const encoded = Buffer.from(value).toString("base64");
  if (existing) {
    account.data.set(name, value);
    emit(ctx, ctx.sourceId, "data_updated", { name, value: encoded });
    return result(0);
  }
  if (account.numSubEntries + 1 > SUBENTRY_LIMIT) return TOO_MANY_SUBENTRIES;
  const reserve = claimReserve(ctx, account, 1);
  if (!reserve.ok) return result(-3);
  account.data.set(name, value);
  if (reserve.sponsor) {
    account.dataSponsors ??= new Map();
    account.dataSponsors.set(name, reserve.sponsor);
  }
  account.numSubEntries += 1;
  emit(ctx, ctx.sourceId, "data_created", { name, value: encoded });
  emitSponsorship(ctx, ctx.sourceId, "data", { next: reserve.sponsor }, { data_name: name });
  return result(0);
}
