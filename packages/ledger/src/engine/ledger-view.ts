import type { ClaimableBalance } from "./claimable-balances/balance";
import { type BalanceSource, BalanceTable } from "./claimable-balances/balance-table";
import { BookIndex } from "./offers/book-index";
import type { Offer } from "./offers/offer";
import { type LiquidityPool, type PoolSource, PoolTable } from "./pools/pool-table";
import { type Account, type Asset, cloneAccount } from "./types";

/** Read access to accounts, implemented by the root state and by nested views. */
export interface AccountSource {
  getAccount(id: string): Account | undefined;
}

/**
 * A nested, copy-on-write view of ledger entries. Changes stay in the view until `commit()`
 * pushes them into the parent; dropping the view rolls them back.
 */
export class LedgerView implements AccountSource {
  private readonly changes = new Map<string, Account | null>();
  /** Liquidity pools changed in this view (see `pools/pool-table.ts`). */
  readonly pools: PoolTable;
  /** Claimable balances changed in this view (see `claimable-balances/balance-table.ts`). */
  readonly balances: BalanceTable;

  constructor(
    private readonly parent: AccountSource & {
      applyChanges(c: Map<string, Account | null>): void;
      accountIds(): Iterable<string>;
      changedIds(): Set<string>;
      committedBook(selling: Asset, buying: Asset): readonly Offer[];
      readonly pools: PoolSource;
      readonly balances: BalanceSource;
    },
  ) {
    this.pools = new PoolTable(parent.pools);
    this.balances = new BalanceTable(parent.balances);
  }

  /** Ids of every account visible through this view (removed ones included; `getAccount` filters them). */
  accountIds(): Set<string> {
    const ids = new Set(this.parent.accountIds());
    for (const id of this.changes.keys()) ids.add(id);
    return ids;
  }

  /** Ids of the accounts changed in this view or the views above it (not yet in the root state). */
  changedIds(): Set<string> {
    const ids = this.parent.changedIds();
    for (const id of this.changes.keys()) ids.add(id);
    return ids;
  }

  /** The root state's sorted offers of a pair, as committed. */
  committedBook(selling: Asset, buying: Asset): readonly Offer[] {
    return this.parent.committedBook(selling, buying);
  }

  getAccount(id: string): Account | undefined {
    const local = this.changes.get(id);
    if (local !== undefined) return local ?? undefined;
    return this.parent.getAccount(id);
  }

  /** Returns a copy owned by this view that may be mutated freely. */
  loadAccount(id: string): Account | undefined {
    const local = this.changes.get(id);
    if (local !== undefined) return local ?? undefined;
    const base = this.parent.getAccount(id);
    if (!base) return undefined;
    const copy = cloneAccount(base);
    this.changes.set(id, copy);
    return copy;
  }

  createAccount(account: Account): void {
    this.changes.set(account.id, account);
  }

  removeAccount(id: string): void {
    this.changes.set(id, null);
  }

  child(): LedgerView {
    return new LedgerView(this);
  }

  applyChanges(changes: Map<string, Account | null>): void {
    for (const [id, value] of changes) this.changes.set(id, value);
  }

  touched(): ReadonlyMap<string, Account | null> {
    return this.changes;
  }

  commit(): void {
    this.parent.applyChanges(this.changes);
    this.pools.commit();
    this.balances.commit();
  }
}

/** The committed ledger state. */
export class RootState implements AccountSource {
  readonly accounts = new Map<string, Account>();
  /** Committed liquidity pools keyed by pool id (hex). */
  readonly poolMap = new Map<string, LiquidityPool>();
  /** Counts committed changes, so readers can cache what they derive from the state (e.g. path-finding graphs). */
  version = 0;
  readonly pools: PoolSource = {
    getPool: (id) => this.poolMap.get(id),
    poolIds: () => this.poolMap.keys(),
    applyPoolChanges: (changes) => {
      if (changes.size > 0) this.version += 1;
      for (const [id, pool] of changes) {
        if (pool === null) this.poolMap.delete(id);
        else this.poolMap.set(id, pool);
      }
    },
  };

  /** Committed claimable balances keyed by id (Horizon's hex form). */
  readonly balanceMap = new Map<string, ClaimableBalance>();
  readonly balances: BalanceSource = {
    getBalance: (id) => this.balanceMap.get(id),
    applyBalanceChanges: (changes) => {
      if (changes.size > 0) this.version += 1;
      for (const [id, balance] of changes) {
        if (balance === null) this.balanceMap.delete(id);
        else this.balanceMap.set(id, balance);
      }
    },
  };

  getAccount(id: string): Account | undefined {
    return this.accounts.get(id);
  }

  /** Offers of each pair, best first (see `offers/book-index.ts`). */
  private readonly books = new BookIndex();

  accountIds(): Iterable<string> {
    return this.accounts.keys();
  }

  changedIds(): Set<string> {
    return new Set();
  }

  committedBook(selling: Asset, buying: Asset): readonly Offer[] {
    return this.books.sorted(selling, buying);
  }

  applyChanges(changes: Map<string, Account | null>): void {
    this.version += 1;
    for (const [id, value] of changes) {
      this.books.update(this.accounts.get(id), value ?? undefined);
      if (value === null) this.accounts.delete(id);
      else this.accounts.set(id, value);
    }
  }

  /** Replaces every account (genesis, a loaded snapshot) and rebuilds the offer index. */
  resetAccounts(accounts: Iterable<[string, Account]>): void {
    this.version += 1;
    this.accounts.clear();
    this.books.clear();
    for (const [id, account] of accounts) {
      this.accounts.set(id, account);
      this.books.update(undefined, account);
    }
  }
}
