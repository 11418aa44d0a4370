import { Alert, Button, Checkbox, Chip, Group, Stack, Text, TextInput } from "@mantine/core";
import {
  AMOUNT_INPUT_MAX_LENGTH,
  fromStroops,
  MEMO_TYPES,
  type TMemoType,
  UNFUNDED_ACTIVATION_XLM,
} from "@sextant/core";
import { IconAlertTriangle, IconSend } from "@tabler/icons-react";
import { SectionCard } from "../../../../components/section-card";
import { isNative, type TAccountSnapshot, type TAssetRef } from "../../../ledger";
import { useSendForm } from "../../hooks/use-send-form";
import { formatCoin } from "../../lib/format";
import { InfoRow } from "./info-row";

const MEMO_PLACEHOLDERS: Record<TMemoType, string> = {
  None: "",
  Text: "Up to 28 bytes of text",
  Id: "A whole number",
  Hash: "64 hexadecimal characters",
};

interface SendPanelProps {
  asset: TAssetRef;
  publicKey: string | null;
  account: TAccountSnapshot | null;
}

/** Index 1: recipient, amount, memo, fees and 'Recipient Will Get'; signs and submits one transaction. */
export function SendPanel({ asset, publicKey, account }: SendPanelProps) {
  const form = useSendForm(publicKey, account, asset);
  const { draft, errors, destination } = form;
  const unfunded = destination !== null && !destination.info.exists && isNative(asset);

  return (
    <SectionCard title={`Send ${asset.code}`} maw={640}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.send();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Recipient's Address"
            placeholder="G… public key or name*domain"
            value={draft.recipient}
            onChange={(event) => form.update({ recipient: event.currentTarget.value })}
            error={errors.recipient}
            spellCheck={false}
            autoComplete="off"
          />
          {destination && destination.accountId !== draft.recipient.trim() && (
            <Text size="xs" c="dimmed" className="mono" mt={-8}>
              Resolves to {destination.accountId}
            </Text>
          )}
          <TextInput
            label="Amount"
            placeholder="0.0000000"
            inputMode="decimal"
            maxLength={AMOUNT_INPUT_MAX_LENGTH}
            value={draft.amount}
            onChange={(event) => form.update({ amount: event.currentTarget.value })}
            error={errors.amount}
            rightSection={<Text size="xs">{asset.code}</Text>}
            rightSectionWidth={60}
          />
          <Group justify="space-between" mt={-8}>
            <Text size="sm" c="dimmed">
              Available balance:{" "}
              <Text span className="mono" data-testid="send-available">
                {formatCoin(form.available)} {asset.code}
              </Text>
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => form.update({ amount: fromStroops(form.maxAmount) })}
              aria-label={`Send the most: ${fromStroops(form.maxAmount)} ${asset.code}`}
            >
              Max
            </Button>
          </Group>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Memo
            </Text>
            <Chip.Group
              value={draft.memoType}
              onChange={(value) => form.update({ memoType: String(value) as TMemoType, memo: "" })}
            >
              <Group gap="xs">
                {MEMO_TYPES.map((type) => (
                  <Chip key={type} value={type} size="sm">
                    {type}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {draft.memoType !== "None" && (
              <TextInput
                aria-label="Memo"
                placeholder={MEMO_PLACEHOLDERS[draft.memoType]}
                value={draft.memo}
                onChange={(event) => form.update({ memo: event.currentTarget.value })}
                error={errors.memo}
              />
            )}
            {draft.memoType === "None" && errors.memo && (
              <Text size="xs" c="red">
                {errors.memo}
              </Text>
            )}
          </Stack>
          {destination?.info.memoRequired && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
              This recipient requires a memo (for example an exchange deposit account). Without the right memo
              the funds may be lost.
            </Alert>
          )}
          {unfunded && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
              <Stack gap="xs">
                <Text size="sm">
                  This account is not active on the ledger yet. Sending creates it: at least{" "}
                  {UNFUNDED_ACTIVATION_XLM} XLM must reach it.
                </Text>
                <Checkbox
                  label="I understand and want to create this account with my payment."
                  checked={draft.agreed}
                  onChange={(event) => form.update({ agreed: event.currentTarget.checked })}
                  error={errors.agree}
                />
              </Stack>
            </Alert>
          )}
          <Stack gap={0}>
            <InfoRow label="Network fee" value={`${formatCoin(form.fee)} XLM`} />
            <InfoRow label="Send fee" value={`${formatCoin(form.operatorFee)} ${asset.code}`} />
            <InfoRow label="Recipient Will Get" value={`${formatCoin(form.willGet)} ${asset.code}`} />
          </Stack>
          <Button
            type="submit"
            loading={form.sending}
            leftSection={<IconSend size={18} />}
            disabled={!account}
          >
            Send
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
