import { Button, Center, Paper, Rating, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { useLocation } from "react-router";
import { MissingContext } from "../components/missing-context";
import { parseReviewState } from "../route-state";
import { validateReviewText } from "../validation/review";

export function ReviewRoute() {
  const { tradeId, type } = parseReviewState(useLocation().state);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  if (!tradeId) return <MissingContext title="Review" message="No trade selected." />;

  return (
    <Center>
      <Paper p="xl" radius="lg" w="100%" maw={520}>
        <Stack gap="md">
          <Title order={2}>Review your {type === "Seller" ? "buyer" : "seller"}</Title>
          <Text c="dimmed" size="sm">
            Trade {tradeId}
          </Text>
          <Rating value={rating} onChange={setRating} size="lg" aria-label="Rating" />
          <Textarea
            label="Your review"
            minRows={4}
            value={text}
            error={error}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button onClick={() => setError(validateReviewText(text))}>Submit</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
