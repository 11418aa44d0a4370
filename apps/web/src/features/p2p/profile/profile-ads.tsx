import { Badge, Button, Center, Loader, Table } from "@mantine/core";
import type { TP2pAd } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { accountAdsQueryOptions } from "./profile-api";

const trim = (value: string) => value.replace(/(\.\d*?[1-9])0+$|\.0+$/, "$1");

/**
 * One side's ads of a profile. Others see the listed ads with a button to trade; the owner (isMyProfile) sees
 * every ad with its status and a link to manage them on the P2P screen.
 */
export function ProfileAds({
  account,
  type,
  isMine,
}: {
  account: string;
  type: "buy" | "sell";
  isMine: boolean;
}) {
  const query = useQuery(accountAdsQueryOptions(account, type));
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading ads" />
      </Center>
    );
  }
  if (query.isError) return <ErrorState message="Unable to load" onRetry={() => void query.refetch()} />;
  const ads = isMine ? query.data.ads : query.data.ads.filter((ad) => ad.listed);
  if (ads.length === 0) return <EmptyState message="No Ads" />;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Coin</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Limits</Table.Th>
            <Table.Th>Payment Method</Table.Th>
            <Table.Th>Available</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ads.map((ad) => (
            <AdRow key={ad.id} ad={ad} isMine={isMine} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AdRow({ ad, isMine }: { ad: TP2pAd; isMine: boolean }) {
  // A sell ad is bought from, a buy ad sold to (document 2 §2).
  const action = ad.type === "sell" ? "BUY" : "SELL";
  const screen = ad.type === "sell" ? "/confirmationScreenBuy" : "/confirmationScreenSell";
  return (
    <Table.Tr>
      <Table.Td>{ad.assetCode}</Table.Td>
      <Table.Td>
        {trim(ad.unitPrice)} {ad.currency}
      </Table.Td>
      <Table.Td>
        {trim(ad.minQty)} – {trim(ad.maxQty)}
      </Table.Td>
      <Table.Td>{ad.payment_method_label}</Table.Td>
      <Table.Td>{trim(ad.available_amount)}</Table.Td>
      <Table.Td>
        {isMine ? (
          <Badge variant="light" color={ad.status === "Active" ? "green" : "gray"}>
            {ad.status}
          </Badge>
        ) : (
          <Button size="compact-xs" component={Link} to={screen} state={{ add: ad }}>
            {action}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
