import { useNetworkFeeLevels, usePreferences } from "../../preferences";

const DEFAULT_FEE_PER_OPERATION = "100";

/** The network fee per operation (stroops) at the fee level chosen in the preferences. */
export function useFeePerOperation(): string {
  const { fee } = usePreferences();
  return useNetworkFeeLevels()?.[fee] ?? DEFAULT_FEE_PER_OPERATION;
}
