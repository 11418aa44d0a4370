import { describe, expect, it } from "vitest";
import { LedgerView, RootState } from "../ledger-view";
import type { Account, Asset } from "../types";
import type { Offer } from "./offer";
import { bookOffers } from "./offer-store";

const XLM: Asset = { type: "native" };
const USD: Asset = { type: "credit_alphanum4", code: "USD", issuer: "GISSUER" };

function account(id: string, offers: Offer[]): Account {
  return {
    id,
    balance: 0n,
    seqNum: 0n,
    seqLedger: 0,
    seqTime: 0n,
    numSubEntries: offers.length,
    flags: 0,
    homeDomain: "",
    inflationDest: null,
    masterWeight: 1,
    lowThreshold: 0,
    medThreshold: 0,
    highThreshold: 0,
    signers: [],
    data: new Map(),
    trustlines: new Map(),
    buyingLiabilities: 0n,
    sellingLiabilities: 0n,
    lastModifiedLedger: 1,
    offers: new Map(offers.map((offer) => [offer.id, offer])),
  };
}

function offer(id: number, sellerId: string, n: number, d: number, selling = USD, buying = XLM): Offer {
  return {
    id: BigInt(id),
    sellerId,
    selling,
    buying,
    amount: 10n,
    price: { n, d },
    flags: 0,
    lastModifiedLedger: 1,
  };
}

const ids = (offers: Iterable<Offer>) => [...offers].map((o) => Number(o.id));

describe("the sorted book index", () => {
  it("keeps each pair's committed offers best first: price, then id", () => {
    const root = new RootState();
    root.resetAccounts([
      ["A", account("A", [offer(3, "A", 2, 1), offer(1, "A", 3, 1)])],
      ["B", account("B", [offer(2, "B", 2, 1), offer(4, "B", 1, 2), offer(9, "B", 1, 1, XLM, USD)])],
    ]);
    expect(ids(root.committedBook(USD, XLM))).toEqual([4, 2, 3, 1]);
    expect(ids(root.committedBook(XLM, USD))).toEqual([9]);
  });

  it("follows commits: removed, changed and new offers", () => {
    const root = new RootState();
    root.resetAccounts([["A", account("A", [offer(1, "A", 1, 1), offer(2, "A", 2, 1)])]]);
    const view = new LedgerView(root);
    const a = view.loadAccount("A") as Account;
    a.offers?.delete(1n);
    a.offers?.set(2n, { ...(a.offers.get(2n) as Offer), price: { n: 1, d: 4 } });
    view.createAccount(account("C", [offer(5, "C", 1, 2)]));
    view.commit();
    expect(ids(root.committedBook(USD, XLM))).toEqual([2, 5]);
  });

  it("keeps an offer's place when only its amount changes, pointing at the committed object", () => {
    const root = new RootState();
    root.resetAccounts([["A", account("A", [offer(1, "A", 1, 1), offer(2, "A", 2, 1)])]]);
    const view = new LedgerView(root);
    const a = view.loadAccount("A") as Account;
    (a.offers?.get(1n) as Offer).amount = 3n;
    view.commit();
    const book = root.committedBook(USD, XLM);
    expect(ids(book)).toEqual([1, 2]);
    expect(book[0]).toBe(root.getAccount("A")?.offers?.get(1n));
    expect(book[0]?.amount).toBe(3n);
  });

  it("reads through nested views: changed accounts come from the view, the rest from the index", () => {
    const root = new RootState();
    root.resetAccounts([
      ["A", account("A", [offer(1, "A", 1, 1)])],
      ["B", account("B", [offer(2, "B", 2, 1)])],
    ]);
    const outer = new LedgerView(root);
    const b = outer.loadAccount("B") as Account;
    b.offers?.set(3n, offer(3, "B", 1, 2));
    const inner = outer.child();
    (inner.loadAccount("A") as Account).offers?.clear();
    expect(ids(bookOffers(inner, USD, XLM))).toEqual([3, 2]);
    expect(ids(bookOffers(outer, USD, XLM))).toEqual([3, 1, 2]);
    expect(ids(bookOffers(new LedgerView(root), USD, XLM))).toEqual([1, 2]);
  });
});
