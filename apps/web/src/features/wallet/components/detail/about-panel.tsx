import { Alert, Badge, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { TCatalogueAsset } from "@sextant/core";
import { IconDroplet, IconInfoCircle, IconShieldCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "../../../../components/empty-state";
import { SectionCard } from "../../../../components/section-card";
import { toast } from "../../../../lib/toast";
import {
  assetKey,
  holdsAsset,
  ISSUER_INFO_MESSAGES,
  isNative,
  loadIssuerInfo,
  type TAccountSnapshot,
  type TAssetRef,
  type TIssuerInfo,
  useLedgerConfig,
} from "../../../ledger";
import { requestTestAsset } from "../../api/post-test-faucet";
import { useTrustAsset } from "../../hooks/use-trust-asset";
import { InfoRow } from "./info-row";

interface AboutPanelProps {
  asset: TAssetRef;
  publicKey: string | null;
  account: TAccountSnapshot | null;
  catalogueEntry: TCatalogueAsset | undefined;
  onTrusted: () => void;
}

function IssuerDetails({ info }: { info: TIssuerInfo }) {
  return (
    <>
      <InfoRow label="Asset name" value={info.name} />
      <InfoRow label="Website" value={info.website || "—"} />
      <InfoRow label="Organization" value={info.organization || "—"} />
      <InfoRow label="E-mail" value={info.email || "—"} />
      <InfoRow label="Twitter" value={info.twitter || "—"} />
      <Text size="sm" c="dimmed" mt="md">
        Description
      </Text>
      <Text size="sm">{info.description || "—"}</Text>
    </>
  );
}

/** Index 0: the asset's issuer information (from its stellar.toml), Trust Asset and, on standalone, test units. */
export function AboutPanel({ asset, publicKey, account, catalogueEntry, onTrusted }: AboutPanelProps) {
  const config = useLedgerConfig();
  const native = isNative(asset);
  const held = holdsAsset(account, asset);
  const info = useQuery({
    queryKey: ["ledger", "issuer-info", assetKey(asset)],
    queryFn: () => loadIssuerInfo(asset),
    enabled: !native && Boolean(config),
    retry: false,
    staleTime: 300_000,
  });
  const { trust, busy } = useTrustAsset(publicKey, asset, onTrusted);
  const [fauceting, setFauceting] = useState(false);

  const getTest = async () => {
    if (!publicKey) return;
    setFauceting(true);
    try {
      // The payments stream announces the arrival ('You have received: …').
      await requestTestAsset(publicKey, asset.code);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Error occurred please try again.");
    } finally {
      setFauceting(false);
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard title="Asset information">
        <Stack gap={0}>
          <Group gap="xs" mb="sm">
            <Title order={3}>{asset.code}</Title>
            {!native && (
              <Badge variant="light" color="yellow">
                Withdrawal fees apply
              </Badge>
            )}
          </Group>
          <InfoRow label="Issuer" value={asset.issuer ?? "Native asset of the network"} />
          {native ? (
            <Text size="sm" mt="md">
              {catalogueEntry?.desc ??
                "The native asset of the Stellar network, used for fees and account reserves."}
            </Text>
          ) : info.status === "pending" ? (
            <Group gap="xs" py="md">
              <Loader size="xs" />
              <Text size="sm">{ISSUER_INFO_MESSAGES.loading}</Text>
            </Group>
          ) : info.status === "error" ? (
            <Alert mt="md" color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
              {info.error.message || ISSUER_INFO_MESSAGES.noHomeDomain}
            </Alert>
          ) : (
            <IssuerDetails info={info.data} />
          )}
          {!native && !held && (
            <Button
              mt="lg"
              leftSection={<IconShieldCheck size={18} />}
              loading={busy}
              disabled={!account}
              onClick={() => void trust()}
            >
              Trust Asset
            </Button>
          )}
          {!native && !held && account && (
            <Text size="xs" c="dimmed" mt="xs" data-testid="trust-reserve-note">
              Adding this trustline locks 0.5 XLM of your balance as reserve; removing it later frees it
              again.
            </Text>
          )}
          {!native && !account && (
            <Text size="xs" c="dimmed" mt="xs">
              Activate the wallet with XLM first: a trustline needs 0.5 XLM of reserve.
            </Text>
          )}
          {!native && held && config?.network === "standalone" && (
            <Group mt="lg" gap="xs">
              <Button
                variant="light"
                color="orange"
                leftSection={<IconDroplet size={18} />}
                loading={fauceting}
                onClick={() => void getTest()}
              >
                Get test {asset.code}
              </Button>
              <Text size="xs" c="dimmed">
                Standalone network only: test units with no value.
              </Text>
            </Group>
          )}
        </Stack>
      </SectionCard>
      <SectionCard title="Price chart">
        <Center>
          <EmptyState message="No data to show" />
        </Center>
      </SectionCard>
    </SimpleGrid>
  );
}
