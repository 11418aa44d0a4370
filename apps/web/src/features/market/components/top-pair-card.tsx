import { Paper, Text, UnstyledButton } from "@mantine/core";
import type { TMarketPair } from "@sextant/core";
import { useNavigate } from "react-router";
import { formatMarketDecimal, MARKET_PLACEHOLDER } from "../market-format";
import { exchangeHrefOf, exchangeStateOf, marketPairKey } from "../market-pairs";
import { ChangeText } from "./change-text";

interface TopPairCardProps {
  /** Undefined while the market loads: the card shows dashes. */
  pair?: TMarketPair;
}

/** A top pair: its name, last price and 24 h change; it opens the exchange on that pair. */
export function TopPairCard({ pair }: TopPairCardProps) {
  const navigate = useNavigate();
  const label = pair ? marketPairKey(pair) : MARKET_PLACEHOLDER;
  const content = (
    <Paper p={{ base: "sm", xs: "md" }} radius="md" bg="dark.6" h="100%">
      <Text fw={600} truncate>
        {label}
      </Text>
      <Text fz={{ base: "lg", xs: "xl" }} fw={650} ff="monospace" mt={4} truncate>
        {formatMarketDecimal(pair?.close)}
      </Text>
      <ChangeText change={pair?.change} size="sm" display="block" mt={2} />
      <Text size="xs" c="dimmed" mt={2} truncate>
        Vol {formatMarketDecimal(pair?.volume)} {pair?.base ?? ""}
      </Text>
    </Paper>
  );
  if (!pair) return <div aria-busy="true">{content}</div>;
  return (
    <UnstyledButton
      aria-label={`Open ${label} on the exchange`}
      onClick={() => navigate(exchangeHrefOf(pair), { state: exchangeStateOf(pair) })}
      h="100%"
    >
      {content}
    </UnstyledButton>
  );
}
