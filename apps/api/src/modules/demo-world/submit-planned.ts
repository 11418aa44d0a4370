import { type Horizon, type Keypair, TransactionBuilder, type xdr } from "@stellar/stellar-sdk";
import type { PlannedOperation } from "./plan-operator-accounts";

/** The ledger's limits for one transaction. */
export const MAX_OPERATIONS_PER_TRANSACTION = 100;
export const MAX_SIGNATURES_PER_TRANSACTION = 20;

/**
 * Splits planned operations, in order, into transactions of at most 100 operations and 20 signers (the source
 * included), each with exactly the keys its operations need (the ledger refuses extra signatures).
 */
export function chunkPlanned(
  source: Keypair,
  planned: PlannedOperation[],
): Array<{ operations: xdr.Operation[]; signers: Keypair[] }> {
  const chunks: Array<{ operations: xdr.Operation[]; signers: Map<string, Keypair> }> = [];
  const fresh = () => ({ operations: [], signers: new Map([[source.publicKey(), source]]) });
  let current: { operations: xdr.Operation[]; signers: Map<string, Keypair> } = fresh();
  for (const { operation, signer } of planned) {
    const newSigner = !current.signers.has(signer.publicKey());
    if (
      current.operations.length === MAX_OPERATIONS_PER_TRANSACTION ||
      (newSigner && current.signers.size === MAX_SIGNATURES_PER_TRANSACTION)
    ) {
      chunks.push(current);
      current = fresh();
    }
    current.operations.push(operation);
    current.signers.set(signer.publicKey(), signer);
  }
  if (current.operations.length > 0) chunks.push(current);
  return chunks.map((chunk) => ({ operations: chunk.operations, signers: [...chunk.signers.values()] }));
}

/**
 * Submits planned operations in order from `source`'s account (see chunkPlanned). Returns the number of
 * operations applied; throws on the first failed transaction.
 */
export async function submitPlanned(options: {
  horizon: Horizon.Server;
  networkPassphrase: string;
  source: Keypair;
  planned: PlannedOperation[];
}): Promise<number> {
  const { horizon, source, planned } = options;
  if (planned.length === 0) return 0;
  const account = await horizon.loadAccount(source.publicKey());
  for (const chunk of chunkPlanned(source, planned)) {
    const builder = new TransactionBuilder(account, {
      fee: "100",
      networkPassphrase: options.networkPassphrase,
    });
    for (const operation of chunk.operations) builder.addOperation(operation);
    const tx = builder.setTimeout(120).build();
    tx.sign(...chunk.signers);
    await horizon.submitTransaction(tx, { skipMemoRequiredCheck: true });
  }
  return planned.length;
}
