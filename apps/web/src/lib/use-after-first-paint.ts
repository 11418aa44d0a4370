import { startTransition, useEffect, useState } from "react";

/**
 * False on the first render, true once the browser has painted it, set as a transition React may interrupt. What
 * is rendered only then cannot hold up the first paint: the exchange renders its order book and trades first and
 * the chart, order form and history tables right after; the layout mounts its lazily loaded extras (the unpaid
 * checkout banner, the payment notifier) after the page has painted, instead of the page waiting for their chunks.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => {
      // The frame callback runs before the paint; the task it schedules runs after it.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    };
    const frame = typeof requestAnimationFrame === "function" ? requestAnimationFrame(afterPaint) : undefined;
    if (frame === undefined) afterPaint();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
