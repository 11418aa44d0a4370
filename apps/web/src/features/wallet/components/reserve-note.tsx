import { Text } from "@mantine/core";
import { minimumBalance, type TAccountSnapshot } from "../../ledger";
import { formatCoin } from "../lib/format";

/** Why available XLM is lower than the total: the network's reserve per account and per entry. */
export function ReserveNote({ account }: { account: TAccountSnapshot }) {
  const entries = account.subentryCount + account.numSponsoring - account.numSponsored;
  return (
    <Text size="xs" c="dimmed" mt="sm" data-testid="reserve-note">
      Available XLM leaves {formatCoin(minimumBalance(account))} XLM on the account: the network reserves 0.5
      XLM × (2 + {entries} {entries === 1 ? "entry" : "entries"} such as trustlines). Selling offers also hold
      their amounts.
    </Text>
  );
}
