import { useEffect, useState } from "react";

/** Whole seconds left until `deadline` (epoch ms), ticking once a second; 0 once it has passed. */
export function useCountdown(deadline: number | null): number {
  const left = () => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only `deadline`.
  useEffect(() => {
    setSeconds(left());
    if (deadline === null) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}
