import { Group, Modal, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import type { TCatalogueAsset } from "@sextant/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { holdsAsset, type TAccountSnapshot } from "../../ledger";
import { walletDetailState } from "../route-state";
import { CoinIcon } from "./coin-icon";

interface AddTokenModalProps {
  opened: boolean;
  onClose: () => void;
  catalogue: readonly TCatalogueAsset[];
  account: TAccountSnapshot | null;
  /** The catalogue failed to load: its error with Try Again instead of an empty list. */
  error?: { message: string; retry: () => void } | null;
}

/** The domain of an asset's home page ('https://example.com/x' → 'example.com'), or the text as it is. */
function domainOf(url: string): string {
  return url.replace(/^[a-z]+:\/\//i, "").replace(/\/.*$/, "");
}

/** Add Token's search: a case-insensitive part of the code, the name or the issuer's domain. */
export function matchesTokenSearch(asset: TCatalogueAsset, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  if (wanted === "") return true;
  return [asset.code, asset.name, domainOf(asset.homeDomainURL)].some((field) =>
    field.toLowerCase().includes(wanted),
  );
}

/** The listed assets the wallet doesn't hold yet; choosing one opens its trust screen. */
export function AddTokenModal({ opened, onClose, catalogue, account, error }: AddTokenModalProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const term = search.trim().toLowerCase();
  const candidates = catalogue.filter(
    (asset) =>
      asset.issuer !== "" &&
      !holdsAsset(account, { code: asset.code, issuer: asset.issuer }) &&
      matchesTokenSearch(asset, term),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Add Token">
      <Stack gap="xs">
        <TextInput
          placeholder="Search by code, name or domain"
          aria-label="Search tokens"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {error && catalogue.length === 0 ? (
          <ErrorState message={error.message} onRetry={error.retry} />
        ) : (
          candidates.length === 0 && <EmptyState message="No data to show" />
        )}
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
                  {asset.homeDomainURL ? ` · ${domainOf(asset.homeDomainURL)}` : ""}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Modal>
  );
}
