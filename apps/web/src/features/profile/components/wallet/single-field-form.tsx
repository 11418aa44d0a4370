import { Button, Group, TextInput } from "@mantine/core";
import type { ReactNode } from "react";

interface SingleFieldFormProps {
  label: string;
  description?: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => Promise<void>;
  /** Shown under the field and its button. */
  children?: ReactNode;
}

/** One text field with its submit button beside it, as the wallet settings lay them out. */
export function SingleFieldForm({
  label,
  description,
  placeholder,
  value,
  onChange,
  error,
  submitLabel,
  busy,
  onSubmit,
  children,
}: SingleFieldFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={label}
          description={description}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
        />
        {/* Level with the input: below the label, and below the description when there is one. */}
        <Button type="submit" mt={description ? 47 : 25} loading={busy} variant="light">
          {submitLabel}
        </Button>
      </Group>
      {children}
    </form>
  );
}
