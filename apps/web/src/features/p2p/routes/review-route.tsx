import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { REVIEW_MESSAGES, type TTrade } from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { toast } from "../../../lib/toast";
import { MissingContext } from "../components/missing-context";
import { fetchTradeReview, ReviewForm, ReviewSummary, saveReview } from "../reviews";
import { parseReviewState } from "../route-state";
import { tradeErrorMessage } from "../trades/trade-errors";
import { shownStatus } from "../trades/trade-progress";
import { useTrade } from "../trades/trade-queries";

/** The trade id from route state `{ tradeId, type, tradeInfo }`, or `?tradeId=` (a reload, a link). */
function tradeIdOf(search: string, state: unknown): string | null {
  return parseReviewState(state).tradeId ?? new URLSearchParams(search).get("tradeId");
}

/** /reviewScreen: stars and a text for the other party of a Completed trade, then a summary (spec doc 2 §2). */
export function ReviewRoute() {
  const location = useLocation();
  const tradeId = tradeIdOf(location.search, location.state);
  if (!tradeId) return <MissingContext title="Review" message="No trade selected." />;
  return <ReviewScreen tradeId={tradeId} />;
}

function ReviewScreen({ tradeId }: { tradeId: string }) {
  const trade = useTrade(tradeId);
  return (
    <Center>
      <Paper p="xl" radius="lg" w="100%" maw={560}>
        {trade.isError && !trade.data ? (
          <ErrorState message={tradeErrorMessage(trade.error)} onRetry={() => void trade.refetch()} />
        ) : !trade.data ? (
          <Stack align="center" py="xl" gap="sm">
            <Text c="dimmed" size="sm">
              Trade {tradeId}
            </Text>
            <Loader aria-label="Loading" />
          </Stack>
        ) : (
          <ReviewBody trade={trade.data} />
        )}
      </Paper>
    </Center>
  );
}

function ReviewBody({ trade }: { trade: TTrade }) {
  const client = useQueryClient();
  const side = trade.role.side === "seller" ? "Seller" : "Buyer";
  const other = side === "Buyer" ? trade.seller : trade.buyer;
  const key = ["p2p", "review", trade.id] as const;
  const review = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchTradeReview(trade.id, signal) });
  const [editing, setEditing] = useState(false);
  const completed = shownStatus(trade) === "Completed";

  const header = (
    <Stack gap={4}>
      <Title order={2}>Review your {side === "Seller" ? "buyer" : "seller"}</Title>
      <Text c="dimmed" size="sm">
        Trade {trade.id} · {trade.cryptoAmountToBuyer} {trade.assetCode}
      </Text>
    </Stack>
  );
  if (!completed)
    return (
      <Stack gap="md">
        {header}
        <Alert color="orange" variant="light">
          {REVIEW_MESSAGES.notCompleted}
        </Alert>
      </Stack>
    );
  if (review.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading review" />
      </Center>
    );
  if (review.isError)
    return <ErrorState message={tradeErrorMessage(review.error)} onRetry={() => void review.refetch()} />;

  const mine =
    side === "Buyer"
      ? { rating: review.data.ratingByBuyer, text: review.data.commentByBuyer }
      : { rating: review.data.ratingBySeller, text: review.data.commentBySeller };
  const written = mine.rating > 0;

  return (
    <Stack gap="md">
      {header}
      {written && !editing ? (
        <>
          <ReviewSummary review={review.data} side={side} />
          <Group justify="space-between">
            <Anchor component={Link} to={`/p2pProfile?account=${other}`} size="sm">
              View their profile
            </Anchor>
            <Group gap="sm">
              <Button variant="default" onClick={() => setEditing(true)}>
                Edit review
              </Button>
              <Button component={Link} to="/p2p">
                Back to P2P
              </Button>
            </Group>
          </Group>
        </>
      ) : (
        <ReviewForm
          initialRating={mine.rating}
          initialText={mine.text}
          onCancel={written ? () => setEditing(false) : undefined}
          onSubmit={async (rating, text) => {
            const saved = await saveReview(trade.id, side, rating, text);
            client.setQueryData(key, saved);
            void client.invalidateQueries({ queryKey: ["p2p", "feedback", other] });
            void client.invalidateQueries({ queryKey: ["p2p", "profile", other] });
            setEditing(false);
            toast.success(REVIEW_MESSAGES.saved);
          }}
        />
      )}
    </Stack>
  );
}
