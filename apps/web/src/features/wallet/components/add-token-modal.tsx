import { Group, Modal, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import type { TCatalogueAsset } from "@sextant/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { holdsAsset, type TAccountSnapshot } from "../../ledger";
import { walletDetailState } from "../route-state";
import { CoinIcon } from "./coin-icon";

interface AddTokenModalProps {
  opened: boolean;
  onClose: () => void;
  catalogue: readonly TCatalogueAsset[];
  account: TAccountSnapshot | null;
}

/** The listed assets the wallet doesn't hold yet; choosing one opens its trust screen. */
export function AddTokenModal({ opened, onClose, catalogue, account }: AddTokenModalProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const term = search.trim().toLowerCase();
  const candidates = catalogue.filter(
    (asset) =>
      asset.issuer !== "" &&
      !holdsAsset(account, { code: asset.code, issuer: asset.issuer }) &&
      (term === "" || asset.code.toLowerCase().includes(term) || asset.name.toLowerCase().includes(term)),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Add Token">
      <Stack gap="xs">
        <TextInput
          placeholder="Search coin"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {candidates.length === 0 && <EmptyState message="No data to show" />}
        {candidates.map((asset) => (
          <UnstyledButton
            key={`${asset.code}:${asset.issuer}`}
            p="xs"
            style={{ borderRadius: 8 }}
            aria-label={`Add ${asset.code}`}
            onClick={() => {
              onClose();
              navigate("/walletDetailScreen", {
                state: walletDetailState(
                  0,
                  { code: asset.code, issuer: asset.issuer, anchored: asset.isAssetAnchored },
                  true,
                ),
              });
            }}
          >
            <Group gap="sm" wrap="nowrap">
              <CoinIcon code={asset.code} src={asset.image} color={asset.displayColor} />
              <div>
                <Text fw={600} size="sm">
                  {asset.code}
                </Text>
                <Text size="xs" c="dimmed">
                  {asset.name}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Modal>
  );
}
