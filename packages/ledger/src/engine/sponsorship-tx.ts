import type { TransactionResultWire } from "../tx/wire";

/**
 * Sandwiches of one transaction (sponsored account → sponsor). Each operation works on a copy that replaces
 * the transaction's state only when the operation succeeds.
 */
export class TxSponsorships {
  private open = new Map<string, string>();

  forOperation(): Map<string, string> {
    return new Map(this.open);
  }

  keep(state: Map<string, string>): void {
    this.open = state;
  }

  /** Core fails a transaction whose operations all succeeded but left a sandwich open (`tx_bad_sponsorship`). */
  get unclosed(): boolean {
    return this.open.size > 0;
  }
}

/** Turns a (possibly fee-bump wrapped) failed result into `tx_bad_sponsorship`, which carries no op results. */
export function toBadSponsorship(result: TransactionResultWire): TransactionResultWire {
  const outer = result.result as { code: number; innerResultPair?: { result: { result: unknown } } };
  if (outer.innerResultPair) {
    outer.innerResultPair.result.result = { code: -14 };
    return result;
  }
  return { ...result, result: { code: -14 } } as TransactionResultWire;
}
