import { startTransition, useEffect, useState } from "react";

/**
 * False on the first render, true once the browser has painted it. The exchange renders its order book and trades
 * first and the rest of the screen (chart, order form, history tables) right after, as a transition React may
 * interrupt: a cold /exchange then paints its first book row without waiting for one long render of everything.
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
