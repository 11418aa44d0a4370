import { ActionIcon, Button, Group, Stack, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { DEFAULT_SWAP_PAIR } from "@sextant/core";
import { IconArrowsLeftRight } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { SectionCard } from "../../../components/section-card";
import { toast } from "../../../lib/toast";
import { useIsLoggedIn } from "../../session";
import { SWAP_MESSAGES, validateSwapAmount, validateSwapAssets } from "../validation/swap-form";
import { AssetButton } from "./asset-button";
import { AssetPickerModal } from "./asset-picker-modal";

export function SwapForm() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const [pair, setPair] = useState<{ from: string; to: string }>({ ...DEFAULT_SWAP_PAIR });
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pickerOpened, picker] = useDisclosure(false);

  const trackPath = () => {
    const problem = validateSwapAmount(amount) ?? validateSwapAssets(pair.from, pair.to);
    setError(problem);
    if (problem) return;
    if (!loggedIn) toast.error(SWAP_MESSAGES.notLoggedIn);
  };

  return (
    <SectionCard>
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <AssetButton label="From" code={pair.from} onClick={picker.open} />
          <ActionIcon
            variant="light"
            size="xl"
            aria-label="Switch assets"
            onClick={() => setPair(({ from, to }) => ({ from: to, to: from }))}
          >
            <IconArrowsLeftRight size={20} />
          </ActionIcon>
          <AssetButton label="To" code={pair.to} onClick={picker.open} />
        </Group>
        <TextInput
          label="Amount to Send"
          placeholder="0.0000000"
          inputMode="decimal"
          value={amount}
          error={error}
          onChange={(event) => setAmount(event.currentTarget.value)}
          rightSection={pair.from}
          rightSectionWidth={72}
        />
        <Button variant="light" onClick={trackPath}>
          Track Path
        </Button>
        <Group grow>
          <Button variant="default" onClick={() => navigate(-1)}>
            Cancel
          </Button>
          <Button disabled>Swap</Button>
        </Group>
      </Stack>
      <AssetPickerModal opened={pickerOpened} onClose={picker.close} />
    </SectionCard>
  );
}
