import { Button, Select, Stack, Switch } from "@mantine/core";
import { NETWORK_FEE_LEVELS, PASSWORD_POLICIES, SUPPORTED_CURRENCIES } from "@sextant/core";
import { useState } from "react";
import { SectionCard } from "../../../../components/section-card";
import { toast } from "../../../../lib/toast";
import {
  type TFeeLevel,
  type TPasswordPolicy,
  useNetworkFeeLevels,
  usePreferencesStore,
} from "../../../preferences";

/** Device preferences: currency, network fee, sounds, memo display and the password policy. */
export function AppSettingsSection() {
  const stored = usePreferencesStore((state) => state.preferences);
  const update = usePreferencesStore((state) => state.update);
  const [draft, setDraft] = useState(stored);
  const levels = useNetworkFeeLevels();
  const feeOptions = NETWORK_FEE_LEVELS.map((level) => ({
    value: level.key,
    label: levels ? `${level.label} — ${levels[level.key]} stroops per operation` : level.label,
  }));

  const save = () => {
    update(draft);
    toast.success("Preferences saved.");
  };

  return (
    <SectionCard title="App Setting">
      <Stack gap="md" maw={420}>
        <Select
          label="Currency"
          data={[...SUPPORTED_CURRENCIES]}
          value={draft.currency}
          allowDeselect={false}
          onChange={(value) => value && setDraft({ ...draft, currency: value })}
        />
        <Select
          label="Network fee"
          data={feeOptions}
          value={draft.fee}
          allowDeselect={false}
          onChange={(value) => value && setDraft({ ...draft, fee: value as TFeeLevel })}
        />
        <Select
          label="Ask for the password"
          data={[...PASSWORD_POLICIES]}
          value={draft.passwordPolicy}
          allowDeselect={false}
          onChange={(value) => value && setDraft({ ...draft, passwordPolicy: value as TPasswordPolicy })}
        />
        <Switch
          label="Notification sound"
          checked={draft.notificationSound}
          onChange={(event) => setDraft({ ...draft, notificationSound: event.currentTarget.checked })}
        />
        <Switch
          label="Show memo"
          checked={draft.showMemo}
          onChange={(event) => setDraft({ ...draft, showMemo: event.currentTarget.checked })}
        />
        <Button onClick={save}>Save Changes</Button>
      </Stack>
    </SectionCard>
  );
}
