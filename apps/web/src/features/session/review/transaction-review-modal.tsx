import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useState } from "react";
import type { TTransactionReview } from "./describe-transaction";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ wordBreak: "break-all" }}>
        {value}
      </Text>
    </Group>
  );
}

export function TransactionReview({
  review,
  reviewId,
  onConfirm,
  onCancel,
}: {
  review: TTransactionReview;
  /** Tells one review from the next when a second signature is asked for while the first dialog closes. */
  reviewId?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const [answered, setAnswered] = useState(false);
  const answer = (then: () => void) => () => {
    setAnswered(true);
    then();
  };
  return (
    <Stack
      gap="md"
      data-testid="transaction-review"
      data-review-id={reviewId}
      data-answered={answered || undefined}
    >
      <Text size="sm" c="dimmed">
        Check what you are about to sign. Nothing is signed or sent until you confirm.
      </Text>
      {review.operations.map((operation, index) => (
        <Paper
          // Operations have no id of their own; their order is what is signed.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes while the modal is open
          key={index}
          withBorder
          p="sm"
          radius="md"
          data-testid="review-operation"
        >
          <Group gap="xs" mb={4}>
            <Text fw={600} size="sm">
              {operation.title}
            </Text>
            {operation.operatorFee && (
              <Badge size="xs" variant="light" color="yellow">
                Operator fee
              </Badge>
            )}
          </Group>
          {operation.details.map((line) => (
            <Text key={line} size="sm" style={{ wordBreak: "break-all" }}>
              {line}
            </Text>
          ))}
        </Paper>
      ))}
      <Stack gap={4}>
        <Row label="Memo" value={review.memo ?? "None"} />
        <Row label="Network" value={review.network} />
        <Row label="Network fee" value={`up to ${review.networkFee}`} />
        <Row label="From" value={review.source} />
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={answer(onCancel)} disabled={answered}>
          Cancel
        </Button>
        <Button onClick={answer(onConfirm)} disabled={answered} data-autofocus>
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}

let reviewsOpened = 0;

/** Opens the review before a signature; resolves true on Confirm, false on Cancel or when dismissed. */
export function openTransactionReview(review: TTransactionReview): Promise<boolean> {
  reviewsOpened += 1;
  const reviewId = String(reviewsOpened);
  return new Promise((resolve) => {
    let confirmed = false;
    const modalId = modals.open({
      title: "Review Transaction",
      centered: true,
      size: "lg",
      onClose: () => resolve(confirmed),
      children: (
        <TransactionReview
          // A new review is a new component even if the dialog stays open to show it.
          key={reviewId}
          review={review}
          reviewId={reviewId}
          onConfirm={() => {
            confirmed = true;
            modals.close(modalId);
          }}
          onCancel={() => modals.close(modalId)}
        />
      ),
    });
  });
}
