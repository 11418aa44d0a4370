import { Alert, Button, Center, Group, Loader, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import {
  CHAT_MESSAGES,
  isFinalTradeStatus,
  showsReceivedShortcut,
  TRADE_CONFIRMATIONS,
  type TTrade,
} from "@sextant/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { toast } from "../../../lib/toast";
import { postTradeAction } from "../trades/trade-api";
import { tradeErrorMessage } from "../trades/trade-errors";
import { shownStatus } from "../trades/trade-progress";
import { tradeKeys } from "../trades/trade-queries";
import { ChatComposer } from "./chat-composer";
import { ChatMessageView } from "./chat-message";
import { useTradeChat } from "./use-trade-chat";

/**
 * The Chat tab of a trade (spec doc 2 §2 'Chat tab'): the newest 5 messages, older ones when scrolled to the top,
 * live; writing with attachments; for the seller of a FundsSent or Disputed trade, 'I have received the amount'.
 */
export function TradeChatPanel({ trade }: { trade: TTrade }) {
  const chat = useTradeChat(trade.id);
  const viewport = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const content = useRef<HTMLDivElement>(null);
  /** Whether the reader is at the newest message: then content that grows (an image loading) keeps them there. */
  const atBottom = useRef(true);
  const lastY = useRef(0);
  const newestId = chat.messages.at(-1)?.id;

  // A new newest message scrolls to the bottom; older ones prepended keep the reader where they were.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list changes, which the body does not read
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      element.scrollTop = element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
  }, [newestId, chat.messages.length]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's element exists once the first page loaded
  useEffect(() => {
    const list = content.current;
    const element = viewport.current;
    if (!list || !element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current && heightBeforeOlder.current === null) element.scrollTop = element.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [chat.pending]);

  const loadOlder = () => {
    if (!chat.hasOlder || chat.loadingOlder) return;
    heightBeforeOlder.current = viewport.current?.scrollHeight ?? null;
    chat.loadOlder();
  };

  const status = shownStatus(trade);
  const shortcut = showsReceivedShortcut(trade.role.side, {
    buyer: trade.buyer,
    seller: trade.seller,
    status: trade.status,
    disputeState: trade.dispute.state,
  });
  const canWrite = (chat.access?.canWrite ?? false) && !isFinalTradeStatus(status);

  if (chat.pending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading chat" />
      </Center>
    );
  if (chat.error) return <ErrorState message={tradeErrorMessage(chat.error)} onRetry={chat.retry} />;

  return (
    <Stack gap="sm">
      {shortcut && <ReceivedShortcut key={trade.id} trade={trade} />}
      <ScrollArea.Autosize
        mah={420}
        viewportRef={viewport}
        onScrollPositionChange={({ y }) => {
          const element = viewport.current;
          if (element) atBottom.current = y + element.clientHeight >= element.scrollHeight - 32;
          // Older messages load when the reader scrolls up to the top, not when a render lands there.
          if (y < 24 && y < lastY.current) loadOlder();
          lastY.current = y;
        }}
        type="auto"
        offsetScrollbars
      >
        <Stack gap="xs" p={4} ref={content} data-testid="chat-messages">
          {chat.hasOlder && (
            <Center>
              <Button size="compact-xs" variant="subtle" loading={chat.loadingOlder} onClick={loadOlder}>
                Older messages
              </Button>
            </Center>
          )}
          {chat.messages.length === 0 ? (
            <EmptyState message={CHAT_MESSAGES.noMessages} />
          ) : (
            chat.messages.map((message) => <ChatMessageView key={message.id} message={message} />)
          )}
        </Stack>
      </ScrollArea.Autosize>
      {canWrite ? (
        <ChatComposer tradeId={trade.id} />
      ) : (
        <Text size="sm" c="dimmed" ta="center">
          {CHAT_MESSAGES.closed}
        </Text>
      )}
    </Stack>
  );
}

/** The seller's shortcut to 'I have received payment', behind the same confirmation as on the Progress tab. */
function ReceivedShortcut({ trade }: { trade: TTrade }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(false);

  const confirm = async () => {
    setAsking(false);
    setRunning(true);
    try {
      const answer = await postTradeAction("claimAmountRecivedBySeller", { tradeId: trade.id });
      client.setQueryData(tradeKeys.one(trade.id), answer.trade);
      setDone(true);
      toast.success(answer.message ?? "Accepted.");
    } catch (error) {
      toast.error(tradeErrorMessage(error));
      void client.invalidateQueries({ queryKey: tradeKeys.one(trade.id) });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Alert variant="light" color="teal" p="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm">Payment arrived? You can confirm it from here.</Text>
        <Button size="xs" color="teal" loading={running} disabled={done} onClick={() => setAsking(true)}>
          {CHAT_MESSAGES.receivedShortcut}
        </Button>
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title={CHAT_MESSAGES.receivedShortcut} centered>
        <Stack gap="md">
          <Text size="sm">{TRADE_CONFIRMATIONS.I_HAVE_RECEIVED}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Back
            </Button>
            <Button color="teal" onClick={() => void confirm()}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Alert>
  );
}
