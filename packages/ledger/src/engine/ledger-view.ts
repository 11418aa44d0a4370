import { type Account, cloneAccount } from "./types";

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

  constructor(
    private readonly parent: AccountSource & {
      applyChanges(c: Map<string, Account | null>): void;
      accountIds(): Iterable<string>;
    },
  ) {}

  /** Ids of every account visible through this view (removed ones included; `getAccount` filters them). */
  accountIds(): Set<string> {
    const ids = new Set(this.parent.accountIds());
    for (const id of this.changes.keys()) ids.add(id);
    return ids;
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
  }
}

/** The committed ledger state. */
export class RootState implements AccountSource {
  readonly accounts = new Map<string, Account>();

  getAccount(id: string): Account | undefined {
    return this.accounts.get(id);
  }

  accountIds(): Iterable<string> {
    return this.accounts.keys();
  }

  applyChanges(changes: Map<string, Account | null>): void {
    for (const [id, value] of changes) {
      if (value === null) this.accounts.delete(id);
      else this.accounts.set(id, value);
    }
  }
}
