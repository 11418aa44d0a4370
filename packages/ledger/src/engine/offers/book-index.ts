import { canonicalAsset } from "../assets";
import type { Account, Asset } from "../types";
import { compareOffers, type Offer } from "./offer";

export function pairKey(selling: Asset, buying: Asset): string {
  return `${canonicalAsset(selling)}>${canonicalAsset(buying)}`;
}

/**
 * The committed offers of each pair (selling > buying), kept sorted best first, so crossing reads the best offers
 * without scanning every account. Maintained by the root state as accounts change.
 */
export class BookIndex {
  private readonly books = new Map<string, Offer[]>();

  /** Offers of a pair, best first. The array is the index's own: read it, don't change it. */
  sorted(selling: Asset, buying: Asset): readonly Offer[] {
    return this.books.get(pairKey(selling, buying)) ?? [];
  }

  /**
   * Replaces `before`'s offers with `after`'s (either may be undefined: created or removed accounts). An offer
   * whose pair and price are unchanged keeps its place and only its entry is swapped for the new object.
   */
  update(before: Account | undefined, after: Account | undefined): void {
    const old = before?.offers;
    const now = after?.offers;
    if (old) {
      for (const offer of old.values()) {
        const next = now?.get(offer.id);
        if (next === offer) continue;
        if (next && sameOrder(offer, next)) this.replace(offer, next);
        else this.remove(offer);
      }
    }
    if (now) {
      for (const offer of now.values()) {
        const previous = old?.get(offer.id);
        if (!previous || !sameOrder(previous, offer)) this.insert(offer);
      }
    }
  }

  clear(): void {
    this.books.clear();
  }

  private insert(offer: Offer): void {
    const key = pairKey(offer.selling, offer.buying);
    const book = this.books.get(key) ?? [];
    if (book.length === 0) this.books.set(key, book);
    book.splice(position(book, offer), 0, offer);
  }

  private remove(offer: Offer): void {
    const key = pairKey(offer.selling, offer.buying);
    const book = this.books.get(key);
    if (!book) return;
    const at = indexOf(book, offer);
    if (at >= 0) book.splice(at, 1);
    if (book.length === 0) this.books.delete(key);
  }

  private replace(offer: Offer, next: Offer): void {
    const book = this.books.get(pairKey(offer.selling, offer.buying));
    const at = book ? indexOf(book, offer) : -1;
    if (book && at >= 0) book[at] = next;
    else this.insert(next);
  }
}

/** Same place in the books: same pair and the same price. */
function sameOrder(a: Offer, b: Offer): boolean {
  return (
    a.price.n === b.price.n &&
    a.price.d === b.price.d &&
    pairKey(a.selling, a.buying) === pairKey(b.selling, b.buying)
  );
}

/** Where `offer` stands in `book` (by its order, or by id if its fields were changed in place); -1 if absent. */
function indexOf(book: readonly Offer[], offer: Offer): number {
  const at = position(book, offer);
  if (book[at]?.id === offer.id) return at;
  return book.findIndex((candidate) => candidate.id === offer.id);
}

/** First index whose offer does not sort before `offer`. */
function position(book: readonly Offer[], offer: Offer): number {
  let low = 0;
  let high = book.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (compareOffers(book[mid] as Offer, offer) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}
