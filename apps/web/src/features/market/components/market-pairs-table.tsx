import { Anchor, Group, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { MOBILE_BREAKPOINT_PX, type TMarketPair } from "@sextant/core";
import { Link, useNavigate } from "react-router";
import { TableFrame } from "../../../components/table-frame";
import { formatMarketDecimal, MARKET_PLACEHOLDER } from "../market-format";
import { exchangeHrefOf, exchangeStateOf, marketPairKey } from "../market-pairs";
import { ChangeText } from "./change-text";
import { FavouriteStar } from "./favourite-star";

/** The columns of every market list (spec doc 1 §2), after the favourites star where there is one. */
export const MARKET_COLUMNS = [
  "Pair",
  "Last Price",
  "24h Changes",
  "24h High",
  "24h Low",
  "24h Volume",
] as const;

/** Under the mobile breakpoint the table keeps the columns a phone has room for. */
const NARROW_COLUMN_COUNT = 3;

/** Shown by a tab, a search or a list with no pair in it. */
export const MARKET_EMPTY_MESSAGE = "No data to show";

interface MarketPairsTableProps {
  pairs: readonly TMarketPair[];
  /** Rows of dashes to show while nothing, not even the configured pairs, is known yet. */
  loadingRows?: number;
  /** With favourites, each row starts with a star that toggles the pair. */
  favourites?: { starred: readonly string[]; toggle: (pairKey: string) => void };
  caption?: string;
}

function PlaceholderRow({ columns }: { columns: number }) {
  return (
    <Table.Tr aria-busy="true">
      {Array.from({ length: columns }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the placeholder cells have no identity but their place
        <Table.Td key={index} c="dimmed">
          {MARKET_PLACEHOLDER}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * Market pairs with their last price and 24 h statistics, dashes for the figures not known yet. Clicking a row
 * opens the exchange on that pair. On a phone it shows the pair, last price and change only.
 */
export function MarketPairsTable({ pairs, loadingRows = 0, favourites, caption }: MarketPairsTableProps) {
  const navigate = useNavigate();
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`) ?? false;
  const shown = narrow ? MARKET_COLUMNS.slice(0, NARROW_COLUMN_COUNT) : MARKET_COLUMNS;
  // On a phone the star sits in the pair cell instead of a column of its own.
  const columns = favourites && !narrow ? ["", ...shown] : [...shown];
  const figureSize = narrow ? "xs" : "sm";
  const starred = new Set(favourites?.starred);

  const rows =
    pairs.length === 0 && loadingRows > 0
      ? Array.from({ length: loadingRows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their place
          <PlaceholderRow key={index} columns={columns.length} />
        ))
      : pairs.map((pair) => {
          const key = marketPairKey(pair);
          const state = exchangeStateOf(pair);
          const href = exchangeHrefOf(pair);
          return (
            <Table.Tr
              key={`${key}:${pair.baseIssuer}:${pair.counterIssuer}`}
              data-pair={key}
              style={{ cursor: "pointer" }}
              onClick={() => navigate(href, { state })}
            >
              {favourites && !narrow && (
                <Table.Td w={44}>
                  <FavouriteStar pairKey={key} starred={starred.has(key)} onToggle={favourites.toggle} />
                </Table.Td>
              )}
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {favourites && narrow && (
                    <FavouriteStar pairKey={key} starred={starred.has(key)} onToggle={favourites.toggle} />
                  )}
                  <Anchor
                    component={Link}
                    to={href}
                    state={state}
                    fw={600}
                    c="gray.0"
                    underline="never"
                    onClick={(event) => event.stopPropagation()}
                  >
                    {pair.counter}
                    <Text
                      span
                      c="dimmed"
                      fw={500}
                      display={narrow ? "block" : "inline"}
                      fz={narrow ? "xs" : "inherit"}
                    >
                      /{pair.base}
                    </Text>
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td ff="monospace" fz={figureSize}>
                {formatMarketDecimal(pair.close)}
              </Table.Td>
              <Table.Td>
                <ChangeText change={pair.change} size={figureSize} />
              </Table.Td>
              {!narrow && (
                <>
                  <Table.Td ff="monospace">{formatMarketDecimal(pair.high)}</Table.Td>
                  <Table.Td ff="monospace">{formatMarketDecimal(pair.low)}</Table.Td>
                  <Table.Td ff="monospace">{formatMarketDecimal(pair.volume)}</Table.Td>
                </>
              )}
            </Table.Tr>
          );
        });

  return (
    <TableFrame
      columns={columns}
      rows={rows}
      emptyMessage={MARKET_EMPTY_MESSAGE}
      caption={caption}
      minWidth={narrow ? 0 : 720}
    />
  );
}
