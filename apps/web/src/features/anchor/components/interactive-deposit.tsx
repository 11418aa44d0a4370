import { Button, SegmentedControl, Stack, Text } from "@mantine/core";
import { feeText, type TAnchorChain, type TDepositInfo, type TInteractiveSession } from "@sextant/core";
import { useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { completeInteractiveDeposit } from "../api/interactive-api";
import { notifyWallet } from "../lib/interactive-message";
import { DepositAddress } from "./deposit-address";

/** The interactive deposit: pick the chain, then the address to send the tokens to. */
export function InteractiveDeposit({ token, session }: { token: string; session: TInteractiveSession }) {
  const code = session.transaction.asset_code;
  const [chain, setChain] = useState<TAnchorChain>(session.chains[0] ?? "ERC20");
  const [deposit, setDeposit] = useState<TDepositInfo | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const choose = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await completeInteractiveDeposit(token, chain);
      if (answer.deposit) setDeposit(answer.deposit);
      notifyWallet(answer.transaction);
    } catch (cause) {
      setError(cause);
    } finally {
      setBusy(false);
    }
  };

  if (deposit) {
    return (
      <Stack gap="md">
        <DepositAddress
          coin={code}
          info={{ status: "success", data: deposit, error: null, retry: () => {} }}
        />
        <Text size="sm" c="dimmed" ta="center">
          Send the tokens from any {deposit.chain} wallet. Your Stellar wallet shows the deposit as it moves;
          you can close this window.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        Deposit {code} from Ethereum or TRON: the tokens you send to your deposit address are credited to your
        Stellar account as {code}, less the deposit fee.
      </Text>
      {session.chains.length > 1 && (
        <SegmentedControl
          aria-label="Chain"
          value={chain}
          onChange={(value) => setChain(value as TAnchorChain)}
          data={session.chains.map((value) => ({ value, label: value }))}
        />
      )}
      <Text size="sm" c="dimmed">
        Fee{" "}
        {feeText({ fixed: session.fees.deposit.fee_fixed, percent: session.fees.deposit.fee_percent }, code)},
        minimum {session.fees.deposit.min} {code}.
      </Text>
      {error !== null && (
        <Text size="sm" c="red" role="alert">
          {isApiError(error) && error.kind === "api"
            ? error.message
            : "Error while getting deposite address."}
        </Text>
      )}
      <Button loading={busy} onClick={() => void choose()}>
        Show deposit address
      </Button>
    </Stack>
  );
}
