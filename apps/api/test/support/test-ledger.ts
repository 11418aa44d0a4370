import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type RunningLedger, startLedger } from "@sextant/ledger";
import { Asset, Horizon, type Keypair, Operation, TransactionBuilder, type xdr } from "@stellar/stellar-sdk";

export interface TestLedger {
  ledger: RunningLedger;
  horizon: Horizon.Server;
  /** Creates and funds an account with 10,000 XLM through friendbot. */
  fund(keypair: Keypair): Promise<void>;
  /** Builds, signs with `signers` and submits a transaction from `source` with the given operations. */
  submit(source: Keypair, operations: xdr.Operation[], signers?: Keypair[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real standalone ledger on a free port, closing a ledger per submission, in a temporary directory.
 * `devClock` enables `POST /_dev/clock` (back-dated ledgers), open to this process without a token: the ledger
 * lives only as long as the test and its tests move the clock directly. Friendbot and stream limits are lifted:
 * a test world funds and streams far more from 127.0.0.1 than one user does.
 */
export async function startTestLedger(
  options: { devClock?: boolean; closeMs?: number } = {},
): Promise<TestLedger> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sextant-api-ledger-"));
  const ledger = await startLedger({
    dataDir,
    port: 0,
    closeMs: options.closeMs ?? 0,
    devClock: options.devClock ?? false,
    devClockToken: false,
    limits: {
      friendbotBurst: 100_000,
      friendbotPerMinute: 100_000,
      streamsPerClient: 10_000,
      streamsTotal: 10_000,
    },
  });
  const horizon = new Horizon.Server(ledger.url, { allowHttp: true });
  return {
    ledger,
    horizon,
    async fund(keypair) {
      const response = await fetch(`${ledger.url}/friendbot?addr=${keypair.publicKey()}`);
      if (!response.ok) throw new Error(`friendbot answered ${response.status}: ${await response.text()}`);
    },
    async submit(source, operations, signers = [source]) {
      const account = await horizon.loadAccount(source.publicKey());
      const builder = new TransactionBuilder(account, {
        fee: "100",
        networkPassphrase: ledger.networkPassphrase,
      });
      for (const operation of operations) builder.addOperation(operation);
      const tx = builder.setTimeout(60).build();
      tx.sign(...signers);
      await horizon.submitTransaction(tx);
    },
    async stop() {
      await ledger.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { Asset, Operation };
