import { canonicalAsset } from "../engine/assets";
import { compareOffers, type Offer } from "../engine/offers/offer";
import type { LiquidityPool } from "../engine/pools/pool";
import type { Asset } from "../engine/types";
import { assetString } from "../history/trades";
import { poolEdges, poolHopAmount } from "./pool-paths";

/** Horizon's default `max-path-length` (hops) and paths kept per terminal asset. */
export const MAX_PATH_LENGTH = 3;
const MAX_PATHS_PER_ASSET = 5;

export interface FoundPath {
  source: Asset;
  sourceAmount: bigint;
  destination: Asset;
  destinationAmount: bigint;
  /** Intermediate assets, source to destination. */
  path: Asset[];
}

const mulDown = (a: bigint, n: bigint, d: bigint) => (a * n) / d;
const mulUp = (a: bigint, n: bigint, d: bigint) => (a * n + d - 1n) / d;

/** Horizon's ConvertToBuyingUnits: [selling units taken, buying units paid]. */
function toBuyingUnits(offerAmount: bigint, needed: bigint, n: bigint, d: bigint): [bigint, bigint] {
  const bound = n <= d ? mulUp(mulDown(offerAmount, n, d), d, n) : offerAmount;
  const taken = needed < bound ? needed : bound;
  return [taken, mulUp(taken, n, d)];
}

/** What it costs (in the offers' buying asset) to get `amount` of their selling asset; -1 if the book is short. */
export function costToBuy(offers: Offer[], amount: bigint): bigint {
  let left = amount;
  let cost = 0n;
  for (const o of offers) {
    const [taken, paid] = toBuyingUnits(o.amount, left, BigInt(o.price.n), BigInt(o.price.d));
    cost += paid;
    left -= taken;
    if (left === 0n) return cost;
  }
  return -1n;
}

/** What selling `amount` of the offers' buying asset yields in their selling asset; -1 if the book is short. */
export function proceedsOfSelling(offers: Offer[], amount: bigint): bigint {
  let left = amount;
  let got = 0n;
  for (const o of offers) {
    const n = BigInt(o.price.n);
    const d = BigInt(o.price.d);
    const [whole, price] = toBuyingUnits(o.amount, o.amount, n, d);
    if (price > left) return got + mulDown(left, d, n);
    got += whole;
    left -= price;
    if (left === 0n) return got;
  }
  return -1n;
}

interface Search {
  start: Asset;
  amount: bigint;
  terminals: Set<string>;
  /** strict receive walks from the destination (cost, lower is better); strict send from the source. */
  receive: boolean;
}

type Edge = { next: Asset; offers: Offer[]; pool?: LiquidityPool };
type Graph = Map<string, Map<string, Edge>>;

/** Hops from each asset: the book's offers (best first) and the pool, walked forwards or backwards. */
function buildGraph(offers: Offer[], receive: boolean, pools: LiquidityPool[]): Graph {
  const edges: Graph = new Map();
  for (const o of offers) {
    const [from, to] = receive ? [o.selling, o.buying] : [o.buying, o.selling];
    const fromKey = canonicalAsset(from);
    const out = edges.get(fromKey) ?? new Map<string, Edge>();
    edges.set(fromKey, out);
    const edge = out.get(canonicalAsset(to)) ?? { next: to, offers: [] };
    edge.offers.push(o);
    out.set(canonicalAsset(to), edge);
  }
  for (const out of edges.values()) for (const e of out.values()) e.offers.sort(compareOffers);
  poolEdges(edges, pools);
  return edges;
}

/**
 * Graphs are rebuilt only when the caller passes new arrays: Horizon's routes pass the same offer and pool arrays
 * until the ledger state changes, so repeated searches on an unchanged ledger skip the rebuild.
 */
const graphs = new WeakMap<Offer[], { pools: LiquidityPool[]; send?: Graph; receive?: Graph }>();

function graphFor(offers: Offer[], receive: boolean, pools: LiquidityPool[]): Graph {
  let cached = graphs.get(offers);
  if (!cached || cached.pools !== pools) {
    cached = { pools };
    graphs.set(offers, cached);
  }
  const direction = receive ? "receive" : "send";
  cached[direction] ??= buildGraph(offers, receive, pools);
  return cached[direction];
}

/** Bellman-Ford style relaxation over at most MAX_PATH_LENGTH hops, as Horizon's in-memory path finder. */
function search(
  offers: Offer[],
  s: Search,
  pools: LiquidityPool[] = [],
): Array<{ nodes: Asset[]; amount: bigint }> {
  const edges = graphFor(offers, s.receive, pools);
  const better = (candidate: bigint, current: bigint | undefined) =>
    current === undefined || (s.receive ? candidate < current : candidate > current);
  let best = new Map([[canonicalAsset(s.start), { amount: s.amount, nodes: [s.start] }]]);
  const found: Array<{ nodes: Asset[]; amount: bigint }> = [];
  for (let hop = 0; hop < MAX_PATH_LENGTH; hop++) {
    const updates = new Map(best);
    for (const [key, current] of best) {
      for (const [nextKey, edge] of edges.get(key) ?? []) {
        if (hop === MAX_PATH_LENGTH - 1 && !s.terminals.has(nextKey)) continue;
        if (current.nodes.some((a) => canonicalAsset(a) === nextKey)) continue;
        const book =
          edge.offers.length === 0
            ? -1n
            : s.receive
              ? costToBuy(edge.offers, current.amount)
              : proceedsOfSelling(edge.offers, current.amount);
        const amount = poolHopAmount(edge, key, current.amount, s.receive, book);
        if (amount <= 0n || !better(amount, updates.get(nextKey)?.amount)) continue;
        const entry = { amount, nodes: [...current.nodes, edge.next] };
        updates.set(nextKey, entry);
        if (s.terminals.has(nextKey)) found.push(entry);
      }
    }
    best = updates;
  }
  return found;
}

/** Groups by terminal asset string, best amount first, then fewer hops; at most 5 per asset. */
function rank(paths: FoundPath[], receive: boolean): FoundPath[] {
  const key = (p: FoundPath) => assetString(receive ? p.source : p.destination);
  const sorted = [...paths].sort((a, b) => {
    if (key(a) !== key(b)) return key(a) < key(b) ? -1 : 1;
    const [x, y] = receive ? [a.sourceAmount, b.sourceAmount] : [b.destinationAmount, a.destinationAmount];
    if (x !== y) return x < y ? -1 : 1;
    return a.path.length - b.path.length;
  });
  const counts = new Map<string, number>();
  return sorted.filter((p) => {
    const n = (counts.get(key(p)) ?? 0) + 1;
    counts.set(key(p), n);
    return n <= MAX_PATHS_PER_ASSET;
  });
}

export function strictReceivePaths(
  offers: Offer[],
  destination: Asset,
  amount: bigint,
  sources: Asset[],
  pools: LiquidityPool[] = [],
): FoundPath[] {
  const terminals = new Set(sources.map(canonicalAsset));
  const found = search(offers, { start: destination, amount, terminals, receive: true }, pools).map((f) => ({
    source: f.nodes[f.nodes.length - 1] as Asset,
    sourceAmount: f.amount,
    destination,
    destinationAmount: amount,
    path: f.nodes.slice(1, -1).reverse(),
  }));
  if (terminals.has(canonicalAsset(destination)))
    found.push({
      source: destination,
      sourceAmount: amount,
      destination,
      destinationAmount: amount,
      path: [],
    });
  return rank(found, true);
}

export function strictSendPaths(
  offers: Offer[],
  source: Asset,
  amount: bigint,
  destinations: Asset[],
  pools: LiquidityPool[] = [],
): FoundPath[] {
  const terminals = new Set(destinations.map(canonicalAsset));
  const found = search(offers, { start: source, amount, terminals, receive: false }, pools).map((f) => ({
    source,
    sourceAmount: amount,
    destination: f.nodes[f.nodes.length - 1] as Asset,
    destinationAmount: f.amount,
    path: f.nodes.slice(1, -1),
  }));
  if (terminals.has(canonicalAsset(source)))
    found.push({ source, sourceAmount: amount, destination: source, destinationAmount: amount, path: [] });
  return rank(found, false);
}
