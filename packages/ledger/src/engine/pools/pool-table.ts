import { clonePool, type LiquidityPool } from "./pool";

export type { LiquidityPool } from "./pool";

/** Read access to pools plus the hook a child table commits into. */
export interface PoolSource {
  getPool(id: string): LiquidityPool | undefined;
  poolIds(): Iterable<string>;
  applyPoolChanges(changes: ReadonlyMap<string, LiquidityPool | null>): void;
}

/** Copy-on-write pool overlay of one nested ledger view. */
export class PoolTable implements PoolSource {
  private readonly changes = new Map<string, LiquidityPool | null>();

  constructor(private readonly parent: PoolSource) {}

  getPool(id: string): LiquidityPool | undefined {
    const local = this.changes.get(id);
    if (local !== undefined) return local ?? undefined;
    return this.parent.getPool(id);
  }

  poolIds(): Set<string> {
    const ids = new Set(this.parent.poolIds());
    for (const id of this.changes.keys()) ids.add(id);
    return ids;
  }

  /** A copy owned by this view that may be mutated freely. */
  loadPool(id: string): LiquidityPool | undefined {
    const local = this.changes.get(id);
    if (local !== undefined) return local ?? undefined;
    const base = this.parent.getPool(id);
    if (!base) return undefined;
    const copy = clonePool(base);
    this.changes.set(id, copy);
    return copy;
  }

  createPool(pool: LiquidityPool): void {
    this.changes.set(pool.id, pool);
  }

  removePool(id: string): void {
    this.changes.set(id, null);
  }

  applyPoolChanges(changes: ReadonlyMap<string, LiquidityPool | null>): void {
    for (const [id, pool] of changes) this.changes.set(id, pool);
  }

  commit(): void {
    this.parent.applyPoolChanges(this.changes);
  }
}
