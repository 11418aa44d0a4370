import { Group, Rating, Stack, Text } from "@mantine/core";
import type { TTradeReview } from "@sextant/core";

/** Both sides' reviews of a trade, after the caller's own is saved (spec doc 2 §2 'Review screen'). */
export function ReviewSummary({ review, side }: { review: TTradeReview; side: "Buyer" | "Seller" }) {
  const rows: Array<{ who: string; rating: number; comment: string }> = [
    {
      who: side === "Buyer" ? "You" : "The buyer",
      rating: review.ratingByBuyer,
      comment: review.commentByBuyer,
    },
    {
      who: side === "Seller" ? "You" : "The seller",
      rating: review.ratingBySeller,
      comment: review.commentBySeller,
    },
  ];
  return (
    <Stack gap="sm" data-testid="review-summary">
      {rows.map((row) => (
        <Stack key={row.who} gap={2} p="sm" bg="dark.7" style={{ borderRadius: "var(--mantine-radius-sm)" }}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {row.who}
            </Text>
            {row.rating > 0 && (
              <Rating value={row.rating} readOnly size="xs" aria-label={`${row.rating} stars`} />
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {row.comment || "No review yet."}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
