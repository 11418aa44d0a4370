import { Alert, Badge, Center, Grid, Group, Loader, Stack, Tabs, Text } from "@mantine/core";
import type { TTrade } from "@sextant/core";
import { formatCountdown, tradeNotificationText } from "@sextant/core";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { PageHeader } from "../../../components/page-header";
import { SectionCard } from "../../../components/section-card";
import { toast } from "../../../lib/toast";
import { TradeChatPanel } from "../chat";
import { MissingContext } from "../components/missing-context";
import { parseTradeState } from "../route-state";
import { SignToReceive, useRuledRelease } from "../trades/ruled-release";
import { TradeActions } from "../trades/trade-actions";
import { tradeErrorMessage } from "../trades/trade-errors";
import {
  nextDeadline,
  redirectFor,
  shownStatus,
  statusLabelColor,
  statusMessage,
  statusText,
  tradeTimer,
  visibleActions,
} from "../trades/trade-progress";
import { useTrade } from "../trades/trade-queries";
import { TradeSummary } from "../trades/trade-summary";
import { useNow, useTradeEvents } from "../trades/use-trade-live";

/** The route state's trade id: a trade object (`{ trade }`) or a bare id (`{ tradeId }`, from notifications). */
function tradeIdOf(state: unknown): string | null {
  const { trade } = parseTradeState(state);
  const id = trade?.id ?? (state as { tradeId?: unknown } | null)?.tradeId;
  if (typeof id === "number") return String(id);
  return typeof id === "string" && id ? id : null;
}

/** /transactionProgressScreen: one trade, live (spec doc 2 §2 'Trade progress'). */
export function TransactionProgressRoute() {
  const location = useLocation();
  const search = new URLSearchParams(location.search).get("tradeId");
  const tradeId = tradeIdOf(location.state) ?? search;
  if (!tradeId)
    return <MissingContext title="Trade" message="No trade selected. Open it from your active trades." />;
  return <TradeProgress tradeId={tradeId} />;
}

function TradeProgress({ tradeId }: { tradeId: string }) {
  const query = useTrade(tradeId);
  useTradeEvents(tradeId);
  const navigate = useNavigate();
  const trade = query.data;
  const seenStatus = useRef<string | null>(null);
  // A buyer who won a dispute without having signed the release signs it here before the review.
  const ruled = useRuledRelease(trade);
  const holdForSignature = ruled.waiting || ruled.mustSign;

  // A change made by the other party (or a job) while the page is open is said on screen too.
  useEffect(() => {
    if (!trade) return;
    const status = shownStatus(trade);
    if (seenStatus.current !== null && seenStatus.current !== status)
      toast.info(tradeNotificationText(status, trade.p2pads.paymentMethod.replace("_", " ")));
    seenStatus.current = status;
  }, [trade]);

  // The allowed actions change at the trade's deadlines (the expiry dispute opens, the timeout hides them): the
  // trade is read again just after the next one rather than at the next poll.
  const { refetch } = query;
  useEffect(() => {
    if (!trade) return;
    const deadline = nextDeadline(trade, Date.now());
    if (deadline === null) return;
    const timer = window.setTimeout(() => void refetch(), deadline - Date.now() + 1000);
    return () => window.clearTimeout(timer);
  }, [trade, refetch]);

  useEffect(() => {
    if (!trade || holdForSignature) return;
    const redirect = redirectFor(trade);
    if (!redirect) return;
    if (redirect.to === "/reviewScreen") navigate(redirect.to, { state: redirect.state, replace: true });
    else navigate(redirect.to, { replace: true });
  }, [trade, navigate, holdForSignature]);

  return (
    <Stack gap="lg" maw={1040} mx="auto" w="100%">
      <PageHeader
        title={`Trade ${tradeId}`}
        actions={
          trade ? (
            <Badge
              size="lg"
              color={statusLabelColor(statusText(shownStatus(trade)))}
              data-testid="trade-status"
            >
              {statusText(shownStatus(trade))}
            </Badge>
          ) : undefined
        }
      />
      {query.isError && !trade ? (
        <SectionCard>
          <ErrorState message={tradeErrorMessage(query.error)} onRetry={() => void query.refetch()} />
        </SectionCard>
      ) : !trade ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : (
        <SectionCard>
          <Tabs defaultValue="progress">
            <Tabs.List mb="md">
              <Tabs.Tab value="progress">Progress</Tabs.Tab>
              <Tabs.Tab value="chat">Chat</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="progress">
              <ProgressPanel trade={trade} mustSignRelease={ruled.mustSign} />
            </Tabs.Panel>
            <Tabs.Panel value="chat">
              <TradeChatPanel trade={trade} />
            </Tabs.Panel>
          </Tabs>
        </SectionCard>
      )}
    </Stack>
  );
}

function ProgressPanel({ trade, mustSignRelease }: { trade: TTrade; mustSignRelease: boolean }) {
  const now = useNow();
  const timer = tradeTimer(trade, now);
  const message = statusMessage(trade, now);
  const actions = visibleActions(trade, now);
  const disputed = shownStatus(trade) === "Disputed";
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          {timer && (
            <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="trade-timer">
              <Text c="dimmed" size="sm" style={{ minWidth: 0 }}>
                {timer.label}
              </Text>
              <Text fw={700} fz="xl" className="mono">
                {formatCountdown(timer.deadline, now)}
              </Text>
            </Group>
          )}
          {message && (
            <Alert color={disputed || message === "Trade Expired" ? "orange" : "blue"} variant="light">
              {message}
            </Alert>
          )}
          {mustSignRelease && <SignToReceive trade={trade} />}
          <TradeActions key={trade.id} trade={trade} actions={actions} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TradeSummary trade={trade} />
      </Grid.Col>
    </Grid>
  );
}
