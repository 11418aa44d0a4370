import { Button, Modal, Select, Stack } from "@mantine/core";
import { LANGUAGES, SUPPORTED_CURRENCIES } from "@sextant/core";
import { useEffect, useState } from "react";
import { toast } from "../../../lib/toast";
import type { TLanguage } from "../preferences-storage";
import { usePreferencesStore } from "../preferences-store";

interface PreferencesModalProps {
  opened: boolean;
  onClose: () => void;
}

const LANGUAGE_OPTIONS = [...LANGUAGES];
const CURRENCY_OPTIONS = [...SUPPORTED_CURRENCIES];

export function PreferencesModal({ opened, onClose }: PreferencesModalProps) {
  const preferences = usePreferencesStore((state) => state.preferences);
  const update = usePreferencesStore((state) => state.update);
  const [language, setLanguage] = useState<TLanguage>(preferences.language);
  const [currency, setCurrency] = useState(preferences.currency);

  useEffect(() => {
    if (!opened) return;
    setLanguage(preferences.language);
    setCurrency(preferences.currency);
  }, [opened, preferences.language, preferences.currency]);

  const save = () => {
    update({ language, currency });
    toast.success("Preferences saved.");
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Preferences" size="sm">
      <Stack gap="md">
        <Select
          label="Language"
          data={LANGUAGE_OPTIONS}
          value={language}
          allowDeselect={false}
          onChange={(value) => value && setLanguage(value as TLanguage)}
        />
        <Select
          label="Currency"
          data={CURRENCY_OPTIONS}
          value={currency}
          allowDeselect={false}
          searchable
          onChange={(value) => value && setCurrency(value)}
        />
        <Button onClick={save} fullWidth>
          Save Changes
        </Button>
      </Stack>
    </Modal>
  );
}
