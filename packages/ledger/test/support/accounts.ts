import { Asset, type Horizon, Keypair, Operation } from "@stellar/stellar-sdk";
import type { TestLedger } from "./ledger";
import { stroops } from "./result";
import { run } from "./tx";

/** Creates a fresh account holding exactly `startingBalance` XLM, funded by the root account. */
export async function newAccount(t: TestLedger, startingBalance = "1000"): Promise<Keypair> {
  const keypair = Keypair.random();
  await run(t, t.root, [Operation.createAccount({ destination: keypair.publicKey(), startingBalance })]);
  return keypair;
}

type Tuple<T, N extends number, R extends T[] = []> = R["length"] extends N ? R : Tuple<T, N, [...R, T]>;

/** Creates `count` fresh accounts in one transaction (one ledger close), each holding `startingBalance` XLM. */
export async function newAccounts<N extends number>(
  t: TestLedger,
  count: N,
  startingBalance = "1000",
): Promise<Tuple<Keypair, N>> {
  const keypairs = Array.from({ length: count }, () => Keypair.random());
  await run(
    t,
    t.root,
    keypairs.map((k) => Operation.createAccount({ destination: k.publicKey(), startingBalance })),
  );
  return keypairs as Tuple<Keypair, N>;
}

/** Native balance in stroops. */
export async function nativeBalance(t: TestLedger, account: Keypair | string): Promise<bigint> {
  const id = typeof account === "string" ? account : account.publicKey();
  const record = await t.server.loadAccount(id);
  const line = record.balances.find((b) => b.asset_type === "native");
  if (!line) throw new Error(`no native balance for ${id}`);
  return stroops(line.balance);
}

/** Balance of a credit asset in stroops, or undefined without a trustline. */
export async function assetBalance(
  t: TestLedger,
  account: Keypair,
  asset: Asset,
): Promise<bigint | undefined> {
  const record = await t.server.loadAccount(account.publicKey());
  const line = record.balances.find(
    (b) =>
      (b.asset_type === "credit_alphanum4" || b.asset_type === "credit_alphanum12") &&
      b.asset_code === asset.getCode() &&
      b.asset_issuer === asset.getIssuer(),
  );
  return line ? stroops(line.balance) : undefined;
}

export async function sequenceOf(t: TestLedger, account: Keypair): Promise<bigint> {
  return BigInt((await t.server.loadAccount(account.publicKey())).sequence);
}

/** An issuer with a credit asset, and holders trusting it and holding `amount` each. */
export async function issueAsset(
  t: TestLedger,
  code: string,
  holders: Keypair[] = [],
  amount = "0",
): Promise<{ issuer: Keypair; asset: Asset }> {
  const issuer = await newAccount(t);
  const asset = new Asset(code, issuer.publicKey());
  for (const holder of holders) {
    await run(t, holder, [Operation.changeTrust({ asset })]);
    if (amount !== "0")
      await run(t, issuer, [Operation.payment({ destination: holder.publicKey(), asset, amount })]);
  }
  return { issuer, asset };
}

export async function latestLedger(t: TestLedger): Promise<number> {
  const page = await t.server.ledgers().order("desc").limit(1).call();
  const latest = page.records[0];
  if (!latest) throw new Error("no ledgers");
  return latest.sequence;
}

/** Native balance and sequence, to prove a rejected transaction changed nothing. */
export async function snapshot(
  t: TestLedger,
  account: Keypair,
): Promise<{ balance: bigint; sequence: bigint }> {
  const record = await t.server.loadAccount(account.publicKey());
  const line = record.balances.find((b) => b.asset_type === "native");
  return { balance: stroops(line?.balance ?? "0.0000000"), sequence: BigInt(record.sequence) };
}

/** `GET /ledgers/:seq` through the SDK (typed as a record, not a page). */
export async function loadLedger(t: TestLedger, sequence: number): Promise<Horizon.ServerApi.LedgerRecord> {
  return (await t.server.ledgers().ledger(sequence).call()) as unknown as Horizon.ServerApi.LedgerRecord;
}

/** Paging token of the newest payment-like operation of an account: a stream cursor that cannot miss what follows. */
export async function lastPaymentToken(t: TestLedger, account: Keypair): Promise<string> {
  const page = await t.server.payments().forAccount(account.publicKey()).order("desc").limit(1).call();
  const last = page.records[0];
  if (!last) throw new Error(`no payments for ${account.publicKey()}`);
  return last.paging_token;
}
