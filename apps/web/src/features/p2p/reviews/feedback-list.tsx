import { Button, Center, Group, Rating, Stack, Text } from "@mantine/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { fetchReceivedReviews } from "./review-api";

/** The feedback an account received (public profile, spec doc 2 §2): newest first, 10 at a time. */
export function FeedbackList({ account }: { account: string }) {
  const query = useInfiniteQuery({
    queryKey: ["p2p", "feedback", account],
    queryFn: ({ pageParam, signal }) => fetchReceivedReviews(account, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.reviews.length, 0);
      return last.reviews.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
  if (query.isPending) return <Text size="sm">Loading information please wait.</Text>;
  if (query.isError) return <ErrorState message="Unable to load" onRetry={() => void query.refetch()} />;
  const reviews = query.data.pages.flatMap((page) => page.reviews);
  if (reviews.length === 0) return <EmptyState message="No Data Found" />;
  return (
    <Stack gap="sm" data-testid="feedback-list">
      {reviews.map((item) => (
        <Stack
          key={`${item.tradeId}|${item.by}`}
          gap={2}
          p="sm"
          bg="dark.7"
          style={{ borderRadius: "var(--mantine-radius-sm)" }}
          data-testid="feedback-item"
        >
          <Group gap="xs" justify="space-between">
            <Group gap="xs">
              <Text fw={600} size="sm">
                {item.first_name || "Anonymous"}
              </Text>
              <Rating value={item.rating} readOnly size="xs" aria-label={`${item.rating} stars`} />
            </Group>
            <Text size="xs" c="dimmed">
              as {item.by === "buyer" ? "buyer" : "seller"} · {new Date(item.createdAt).toLocaleDateString()}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {item.review}
          </Text>
        </Stack>
      ))}
      {query.hasNextPage && (
        <Center>
          <Button
            variant="subtle"
            size="xs"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Show more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
