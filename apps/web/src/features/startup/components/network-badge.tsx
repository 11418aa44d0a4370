import { Badge, Tooltip } from "@mantine/core";
import { useConfig } from "../hooks/use-startup";

const LABELS = { standalone: "Standalone", testnet: "Testnet" } as const;

/** Tells people when they are not on the public network, so test funds are never mistaken for real ones. */
export function NetworkBadge() {
  const config = useConfig();
  if (!config || config.network === "public") return null;
  return (
    <Tooltip label={`Connected to ${config.horizonUrl}`}>
      <Badge variant="light" color="yellow" size="sm" visibleFrom="xs">
        {LABELS[config.network]}
      </Badge>
    </Tooltip>
  );
}
