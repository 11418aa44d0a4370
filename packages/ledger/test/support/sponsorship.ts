import { type Keypair, Operation, type xdr } from "@stellar/stellar-sdk";
import { expect } from "vitest";
import { getJson, type Json, records } from "./http";
import type { TestLedger } from "./ledger";
import { stroops } from "./result";
import { run } from "./tx";

/** `sponsor` begins sponsoring `sponsored`, `ops` run, `sponsored` ends it: one transaction's operations. */
export function sandwich(
  sponsor: Keypair,
  sponsored: Keypair | string,
  ops: xdr.Operation[],
): xdr.Operation[] {
  const sponsoredId = typeof sponsored === "string" ? sponsored : sponsored.publicKey();
  return [
    Operation.beginSponsoringFutureReserves({ sponsoredId, source: sponsor.publicKey() }),
    ...ops,
    Operation.endSponsoringFutureReserves({ source: sponsoredId }),
  ];
}

/** Runs a sandwich paid for by the sponsor and signed by both accounts. */
export async function runSponsored(
  t: TestLedger,
  sponsor: Keypair,
  sponsored: Keypair,
  ops: xdr.Operation[],
): Promise<{ hash: string; ledger: number }> {
  const response = await run(t, sponsor, sandwich(sponsor, sponsored, ops), {
    signers: [sponsor, sponsored],
  });
  return { hash: response.hash, ledger: response.ledger };
}

export interface SponsorCounts {
  num_sponsoring: number;
  num_sponsored: number;
  sponsor?: string;
  subentry_count: number;
}

/** The sponsorship fields of an account record (raw JSON, to see exactly what Horizon sends). */
export async function counts(t: TestLedger, account: Keypair | string): Promise<SponsorCounts> {
  const id = typeof account === "string" ? account : account.publicKey();
  const { body } = await getJson(t, `/accounts/${id}`);
  const picked: SponsorCounts = {
    num_sponsoring: body.num_sponsoring as number,
    num_sponsored: body.num_sponsored as number,
    subentry_count: body.subentry_count as number,
  };
  if ("sponsor" in body) picked.sponsor = body.sponsor as string;
  return picked;
}

/** Native balance (stroops) and the reserve-adjusted amount the account could still send. */
export async function spendable(t: TestLedger, account: Keypair, baseReserve = 5_000_000n): Promise<bigint> {
  const c = await counts(t, account);
  const record = await t.server.loadAccount(account.publicKey());
  const native = record.balances.find((b) => b.asset_type === "native");
  const balance = stroops(native?.balance ?? "0.0000000");
  const selling = stroops((native as { selling_liabilities?: string })?.selling_liabilities ?? "0.0000000");
  return balance - BigInt(2 + c.subentry_count + c.num_sponsoring - c.num_sponsored) * baseReserve - selling;
}

/** Effects of one transaction (by hash), each reduced to type, account and the sponsorship details. */
export async function sponsorshipEffects(t: TestLedger, hash: string): Promise<Json[]> {
  const page = await getJson(t, `/transactions/${hash}/effects?limit=200`);
  expect(page.status).toBe(200);
  return records(page.body)
    .filter((e) => String(e.type).includes("sponsorship"))
    .map(({ _links, id, paging_token, created_at, type_i, ...rest }) => rest);
}

/** Operation records of one transaction, without links and ids. */
export async function operationsOf(t: TestLedger, hash: string): Promise<Json[]> {
  const page = await getJson(t, `/transactions/${hash}/operations?limit=200`);
  expect(page.status).toBe(200);
  return records(page.body).map(
    ({ _links, id, paging_token, created_at, transaction_hash, transaction_successful, ...rest }) => rest,
  );
}
