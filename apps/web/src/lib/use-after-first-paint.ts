import { startTransition, useEffect, useState } from "react";

/**
 * False on the first render, true once the browser has painted it, set as a transition React may interrupt. What
 * is rendered only then cannot hold up the first paint: the exchange renders its order book first, its trades
 * right after and then the chart, order form and history tables; the layout mounts its lazily loaded extras (the
 * unpaid checkout banner, the payment notifier) after the page has painted, instead of the page waiting for their
 * chunks.
 *
 * `after`: while false the hook stays false; once it is true the hook turns true after the paint of that render,
 * so stages can follow one another a frame apart (`useAfterFirstPaint(useAfterFirstPaint())`).
 */
export function useAfterFirstPaint(after = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!after) return;
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
  }, [after]);
  return painted;
}
