import { type ClaimableBalance, cloneBalance } from "./balance";

/** Read access to claimable balances plus the hook a child table commits into. */
export interface BalanceSource {
  getBalance(id: string): ClaimableBalance | undefined;
  applyBalanceChanges(changes: ReadonlyMap<string, ClaimableBalance | null>): void;
}

/** Copy-on-write claimable-balance overlay of one nested ledger view. */
export class BalanceTable implements BalanceSource {
  private readonly changes = new Map<string, ClaimableBalance | null>();

  constructor(private readonly parent: BalanceSource) {}

  getBalance(id: string): ClaimableBalance | undefined {
    const local = this.changes.get(id);
    if (local !== undefined) return local ?? undefined;
    return this.parent.getBalance(id);
  }

  /** A copy owned by this view that may be mutated freely. */
  loadBalance(id: string): ClaimableBalance | undefined {
    const local = this.changes.get(id);
    if (local !== undefined) return local ?? undefined;
    const base = this.parent.getBalance(id);
    if (!base) return undefined;
    const copy = cloneBalance(base);
    this.changes.set(id, copy);
    return copy;
  }

  createBalance(balance: ClaimableBalance): void {
    this.changes.set(balance.id, balance);
  }

  removeBalance(id: string): void {
    this.changes.set(id, null);
  }

  applyBalanceChanges(changes: ReadonlyMap<string, ClaimableBalance | null>): void {
    for (const [id, balance] of changes) this.changes.set(id, balance);
  }

  commit(): void {
    this.parent.applyBalanceChanges(this.changes);
  }
}
