import type { HistoryData } from "../../history/records";
import type { HorizonApp } from "../app";
import { type Router, sendJson } from "../http";

const PERCENTILES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99];

/** Distribution summary the way Horizon prints it (int64 strings). */
export function distribution(values: bigint[], fallback: bigint): Record<string, string> {
  const sorted = values.length ? [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : [fallback];
  const counts = new Map<bigint, number>();
  for (const v of sorted) counts.set(v, (counts.get(v) ?? 0) + 1);
  let mode = sorted[0] ?? fallback;
  for (const [v, n] of counts) if (n > (counts.get(mode) ?? 0)) mode = v;
  const out: Record<string, string> = {
    max: String(sorted[sorted.length - 1]),
    min: String(sorted[0]),
    mode: String(mode),
  };
  for (const p of PERCENTILES) {
    const index = Math.max(0, Math.ceil((p / 100) * sorted.length) - 1);
    out[`p${p}`] = String(sorted[index]);
  }
  return out;
}

function recentFees(h: HistoryData): { charged: bigint[]; max: bigint[] } {
  const charged: bigint[] = [];
  const max: bigint[] = [];
  for (const ledger of h.ledgers.slice(-5)) {
    for (let i = ledger.txStart; i < ledger.txEnd; i++) {
      const tx = h.txs[i];
      if (!tx) continue;
      const ops = BigInt(Number(tx.json.operation_count) || 1);
      charged.push(BigInt(String(tx.json.fee_charged)) / ops);
      max.push(BigInt(String(tx.json.max_fee)) / ops);
    }
  }
  return { charged, max };
}

export function registerFeeStatsRoute(router: Router, app: HorizonApp): void {
  router.add("GET", "/fee_stats", (ctx) => {
    const h = app.node.history;
    const baseFee = BigInt(app.node.header.baseFee);
    const { charged, max } = recentFees(h);
    sendJson(ctx, 200, {
      last_ledger: String(h.ledgers.length),
      last_ledger_base_fee: String(baseFee),
      ledger_capacity_usage: "0.00",
      fee_charged: distribution(charged, baseFee),
      max_fee: distribution(max, baseFee),
    });
  });
}
