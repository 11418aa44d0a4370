import { Button, Group, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { SectionCard } from "../../../components/section-card";
import { toast } from "../../../lib/toast";
import { useIsLoggedIn } from "../../session";

export const P2P_NOT_LOGGED_IN = "You are not logged in.";

/** Quick buy or sell by amount: searches the ads for one that fits. */
export function QuickTradeForm() {
  const loggedIn = useIsLoggedIn();
  const [side, setSide] = useState("buy");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const problem = amount.trim() ? null : "This field is required.";
    setError(problem);
    if (!problem && !loggedIn) toast.error(P2P_NOT_LOGGED_IN);
  };

  return (
    <SectionCard title="Quick trade">
      <Stack gap="sm">
        <SegmentedControl
          value={side}
          onChange={setSide}
          data={[
            { value: "buy", label: "Buy" },
            { value: "sell", label: "Sell" },
          ]}
        />
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            aria-label="Amount"
            placeholder="Amount"
            inputMode="decimal"
            value={amount}
            error={error}
            onChange={(event) => setAmount(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button onClick={submit} color={side === "buy" ? "teal" : "red"}>
            {side === "buy" ? "Buy" : "Sell"}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
