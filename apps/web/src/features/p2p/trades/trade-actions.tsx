import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { TTrade } from "@sextant/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { SigningCancelledError } from "../../session";
import { claimPaid, fundEscrow } from "./escrow-signing";
import { postTradeAction } from "./trade-api";
import { tradeErrorMessage } from "./trade-errors";
import { actionConfirmation, actionLabel, type TScreenAction } from "./trade-progress";
import { tradeKeys } from "./trade-queries";

/** Runs one action for the caller's side; escrow actions sign in this browser first. */
async function runAction(action: TScreenAction, trade: TTrade): Promise<TTrade> {
  const tradeId = trade.id;
  const side = trade.role.side;
  switch (action) {
    case "HOLD_BALANCE":
      return fundEscrow(tradeId);
    case "I_HAVE_PAID":
      return claimPaid(tradeId);
    case "REJECT":
      return (await postTradeAction("rejectTrade", { tradeId })).trade;
    case "CANCEL":
      return (
        await postTradeAction(side === "buyer" ? "cancleTradeByBuyer" : "cancleTradeBySeller", { tradeId })
      ).trade;
    case "I_HAVE_RECEIVED":
      return (await postTradeAction("claimAmountRecivedBySeller", { tradeId })).trade;
    case "I_HAVE_NOT_RECEIVED":
      return (await postTradeAction("disputeAmountNotRecivedBySeller", { tradeId })).trade;
    case "DISPUTE_EXPIRED":
      return (
        await postTradeAction("disputeTradeExpired", {
          tradeId,
          actionBy: side === "buyer" ? "Buyer" : "Seller",
        })
      ).trade;
  }
}

const DANGER: readonly TScreenAction[] = ["REJECT", "CANCEL", "I_HAVE_NOT_RECEIVED", "DISPUTE_EXPIRED"];

/**
 * The caller's actions, each behind its confirm modal with core's confirmation text (spec §2 'Trade progress').
 * A button that succeeded stays disabled: the same action is never sent twice from this page.
 */
export function TradeActions({ trade, actions }: { trade: TTrade; actions: TScreenAction[] }) {
  const client = useQueryClient();
  const [asked, setAsked] = useState<TScreenAction | null>(null);
  const [running, setRunning] = useState<TScreenAction | null>(null);
  const [done, setDone] = useState<ReadonlySet<TScreenAction>>(new Set());
  const side = trade.role.side;

  const confirm = async () => {
    const action = asked;
    if (!action) return;
    setAsked(null);
    setRunning(action);
    try {
      const next = await runAction(action, trade);
      setDone((previous) => new Set(previous).add(action));
      client.setQueryData(tradeKeys.one(trade.id), next);
      toast.success(action === "HOLD_BALANCE" ? "Accepted." : `${actionLabel(action)}: done.`);
    } catch (error) {
      if (!(error instanceof SigningCancelledError)) toast.error(tradeErrorMessage(error));
      void client.invalidateQueries({ queryKey: tradeKeys.one(trade.id) });
    } finally {
      setRunning(null);
      void client.invalidateQueries({ queryKey: ["p2p", "trades", "active"] });
    }
  };

  if (actions.length === 0) return null;
  return (
    <>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        {actions.map((action) => (
          <Button
            key={action}
            color={DANGER.includes(action) ? "red" : undefined}
            variant={DANGER.includes(action) ? "light" : "filled"}
            disabled={done.has(action) || (running !== null && running !== action)}
            loading={running === action}
            onClick={() => setAsked(action)}
          >
            {actionLabel(action)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={asked ? actionLabel(asked) : ""}
        centered
      >
        <Stack gap="md">
          <Text>{asked ? actionConfirmation(asked, side) : ""}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsked(null)}>
              Back
            </Button>
            <Button
              color={asked && DANGER.includes(asked) ? "red" : undefined}
              onClick={() => void confirm()}
            >
              Confirm
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
