import { useQuery } from "@tanstack/react-query";
import { fetchRatings } from "./review-api";

/**
 * Ratings asked for in the same moment (the rows of one ad list) go out as one request of up to 50 accounts;
 * each caller gets its own account's answer.
 */
let pending: { accounts: Set<string>; answer: Promise<Record<string, number | null>> } | null = null;

function ratingOf(account: string): Promise<number | null> {
  if (!pending || pending.accounts.size >= 50) {
    const accounts = new Set<string>();
    const answer = new Promise<Record<string, number | null>>((resolve, reject) => {
      setTimeout(() => {
        if (pending?.accounts === accounts) pending = null;
        fetchRatings([...accounts]).then(resolve, reject);
      }, 0);
    });
    pending = { accounts, answer };
  }
  pending.accounts.add(account);
  return pending.answer.then((ratings) => ratings[account] ?? null);
}

/** An advertiser's average received rating, null without reviews (for ad rows). */
export function useTraderRating(account: string) {
  return useQuery({
    queryKey: ["p2p", "rating", account],
    queryFn: () => ratingOf(account),
    enabled: account !== "",
    staleTime: 60_000,
  });
}
