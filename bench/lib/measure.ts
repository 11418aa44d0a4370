/** Small helpers every benchmark prints with. */

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)] ?? Number.NaN;
}

export function printTable(title: string, rows: Array<[string, string | number]>): void {
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${title}`);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
}

/** Runs `request` from `concurrency` loops for `seconds`; returns the count and sorted latencies in ms. */
export async function loadTest(
  request: () => Promise<void>,
  { concurrency, seconds }: { concurrency: number; seconds: number },
): Promise<{ count: number; errors: number; latencies: number[]; elapsedMs: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await request();
          latencies.push(performance.now() - t0);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, errors, latencies, elapsedMs: performance.now() - started };
}
