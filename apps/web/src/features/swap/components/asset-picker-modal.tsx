import { Button, Modal, Stack, Tabs, TextInput } from "@mantine/core";
import { useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { validateManualAsset } from "../validation/swap-form";

interface AssetPickerModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Asset picker: My Assets, Our Picks, and Manual entry of a code and issuer. */
export function AssetPickerModal({ opened, onClose }: AssetPickerModalProps) {
  const [code, setCode] = useState("");
  const [issuer, setIssuer] = useState("");
  const [error, setError] = useState<string | null>(null);

  return (
    <Modal opened={opened} onClose={onClose} title="Select asset">
      <Tabs defaultValue="mine">
        <Tabs.List mb="md" grow>
          <Tabs.Tab value="mine">My Assets</Tabs.Tab>
          <Tabs.Tab value="picks">Our Picks</Tabs.Tab>
          <Tabs.Tab value="manual">Manual</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine">
          <EmptyState message="No data to show" />
        </Tabs.Panel>
        <Tabs.Panel value="picks">
          <EmptyState message="No data to show" />
        </Tabs.Panel>
        <Tabs.Panel value="manual">
          <Stack gap="sm">
            <TextInput label="Asset code" value={code} onChange={(e) => setCode(e.currentTarget.value)} />
            <TextInput
              label="Issuer"
              description="56 characters, starting with G"
              value={issuer}
              onChange={(e) => setIssuer(e.currentTarget.value)}
              error={error}
            />
            <Button onClick={() => setError(validateManualAsset(code, issuer))}>Add Asset</Button>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
