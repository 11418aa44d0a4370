import { type Keypair, Memo, TransactionBuilder, type xdr } from "@stellar/stellar-sdk";
import type { TestLedger } from "./test-ledger";

/**
 * Builds a transaction of `operations` from `source` (with a text memo when given), signs it with `source`,
 * submits it to the test ledger and returns its hash. `timeout` 0 leaves it without a time bound, for tests that
 * move the ledger's clock to another day or year.
 */
export async function submitOperations(
  ledger: TestLedger,
  source: Keypair,
  operations: xdr.Operation[],
  { memo, timeout = 60 }: { memo?: string; timeout?: number } = {},
): Promise<string> {
  const account = await ledger.horizon.loadAccount(source.publicKey());
  const builder = new TransactionBuilder(account, {
    fee: "100",
    networkPassphrase: ledger.ledger.networkPassphrase,
  });
  for (const operation of operations) builder.addOperation(operation);
  if (memo) builder.addMemo(Memo.text(memo));
  const tx = builder.setTimeout(timeout).build();
  tx.sign(source);
  return (await ledger.horizon.submitTransaction(tx, { skipMemoRequiredCheck: true })).hash;
}
