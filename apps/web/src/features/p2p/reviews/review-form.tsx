import { Button, Group, Input, Rating, Stack, Text, Textarea } from "@mantine/core";
import { REVIEW_TEXT_MAX } from "@sextant/core";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { tradeErrorMessage } from "../trades/trade-errors";
import { validateReview } from "../validation/review";

interface ReviewFormProps {
  initialRating: number;
  initialText: string;
  onSubmit(rating: number, text: string): Promise<void>;
  onCancel?: () => void;
}

/** Stars by click and a text (spec doc 2 §5 'Review'); the text's empty message is the product's own spelling. */
export function ReviewForm({ initialRating, initialText, onSubmit, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState(initialRating);
  const [text, setText] = useState(initialText);
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const problems = validateReview(rating, text);
    setErrors(problems);
    if (problems.rating || problems.text) return;
    setSaving(true);
    try {
      await onSubmit(rating, text.trim());
    } catch (error) {
      toast.error(tradeErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Input.Wrapper label="Your rating" error={errors.rating}>
        <Rating
          value={rating}
          onChange={(value) => {
            setRating(value);
            setErrors((previous) => ({ ...previous, rating: undefined }));
          }}
          size="xl"
          aria-label="Rating"
          mt={4}
        />
      </Input.Wrapper>
      <Textarea
        label="Your review"
        placeholder="How did the trade go?"
        minRows={4}
        autosize
        maxLength={REVIEW_TEXT_MAX}
        value={text}
        error={errors.text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setErrors((previous) => ({ ...previous, text: undefined }));
        }}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {text.length}/{REVIEW_TEXT_MAX}
        </Text>
        <Group gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button onClick={() => void submit()} loading={saving}>
            Submit
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
