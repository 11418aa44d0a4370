import { ErrorCode, toStroops } from "@sextant/core";
import type { Horizon, Keypair, Transaction } from "@stellar/stellar-sdk";
import { AppError } from "../../errors";

/**
 * Base reserves (0.5 XLM each) an escrow ties up at most: E itself (2), its trustline (1), and four signers (the
 * payer, the payee, the platform and the refund's pre-authorisation).
 */
const RESERVES_PER_ESCROW = 7n;
/** The base reserve, stroops (0.5 XLM on every Stellar network since protocol 10). */
const BASE_RESERVE = 5_000_000n;

/** Per sponsor, the tail of its submissions: they share its sequence number, so they go one at a time. */
const sponsorTails = new Map<string, Promise<unknown>>();

export interface SponsorStatus {
  account: string;
  /** XLM it can spend, stroops. */
  available: bigint;
  /** What opening one more escrow needs (its reserves and the floor), stroops. */
  needed: bigint;
  low: boolean;
}

/**
 * The escrow sponsor (the operator's fee account, docs/escrow.md 'Bounds'): what it can still carry, and its own
 * transactions (setups, reclaims), submitted one at a time per sponsor in this process.
 */
export class EscrowSponsor {
  constructor(
    private readonly horizon: Horizon.Server,
    readonly keypair: Keypair,
    /** XLM in stroops kept available beyond one more escrow's reserves. */
    private readonly floor: bigint,
    private readonly onLow?: (available: bigint, needed: bigint) => void,
  ) {}

  /** Its available XLM and what one more escrow needs. */
  async status(): Promise<SponsorStatus> {
    const account = await this.horizon.loadAccount(this.keypair.publicKey());
    const available = availableXlm(account);
    const needed = RESERVES_PER_ESCROW * BASE_RESERVE + this.floor;
    return { account: account.accountId(), available, needed, low: available < needed };
  }

  /** Looks at it (the reconciler's runs do): below what opening needs, the operators are told. Answers "enough". */
  async watch(): Promise<boolean> {
    const status = await this.status();
    if (status.low) this.onLow?.(status.available, status.needed);
    return !status.low;
  }

  /** Before a setup: answers false (and the operators are told) when it cannot carry one more escrow. */
  async canCarryOne(): Promise<boolean> {
    return this.watch();
  }

  /**
   * Submits a transaction whose source is the sponsor, built on its sequence read just before, again after a
   * `tx_bad_seq` (another process took the number). Answers the hash.
   */
  async submit(
    build: (sponsor: Horizon.AccountResponse) => Transaction,
    signers: Keypair[],
  ): Promise<string> {
    const id = this.keypair.publicKey();
    const run = async (): Promise<string> => {
      for (let attempt = 0; ; attempt += 1) {
        const tx = build(await this.horizon.loadAccount(id));
        tx.sign(this.keypair, ...signers);
        try {
          await this.horizon.submitTransaction(tx);
          return Buffer.from(tx.hash()).toString("hex");
        } catch (error) {
          if (resultCodes(error)?.transaction === "tx_bad_seq" && attempt < 4) continue;
          throw error;
        }
      }
    };
    const result = (sponsorTails.get(id) ?? Promise.resolve()).then(run, run);
    const tail = result.catch(() => undefined);
    sponsorTails.set(id, tail);
    void tail.then(() => {
      if (sponsorTails.get(id) === tail) sponsorTails.delete(id);
    });
    return result;
  }
}

/** XLM the account can spend: its balance less its minimum balance (sponsorships counted) and selling liabilities. */
function availableXlm(account: Horizon.AccountResponse): bigint {
  const native = account.balances.find((b) => b.asset_type === "native");
  if (!native) return 0n;
  const entries =
    2n +
    BigInt(account.subentry_count) +
    BigInt(account.num_sponsoring ?? 0) -
    BigInt(account.num_sponsored ?? 0);
  const liabilities = "selling_liabilities" in native ? toStroops(native.selling_liabilities) : 0n;
  return toStroops(native.balance) - entries * BASE_RESERVE - liabilities;
}

/** The result codes of a submission Horizon refused, if it answered with them. */
export function resultCodes(error: unknown): { transaction?: string; operations?: string[] } | undefined {
  return (error as { response?: { data?: { extras?: { result_codes?: { transaction?: string } } } } })
    .response?.data?.extras?.result_codes;
}

/** The sponsor cannot carry one more escrow: a 503 with the escrow's message. */
export function sponsorLowError(message: string): AppError {
  return new AppError(ErrorCode.Unavailable, message, 503, {
    reason: "the escrow sponsor's available balance is low",
  });
}
