import {
  applyOrderInput,
  EMPTY_ORDER_DRAFT,
  exchangeSellerFee,
  formatFormDecimal,
  hasOrderErrors,
  isOrderInputText,
  looksLikePublicKey,
  marketQuote,
  networkFee,
  orderGives,
  orderPlacedMessage,
  parseFormDecimal,
  percentShortcutAmount,
  type TOrderDraft,
  type TOrderErrors,
  type TOrderField,
  type TOrderSide,
  type TOrderType,
  type TPairAsset,
  type TPairOrientation,
  toLedgerStroops,
  validateOrder,
  ZERO_EXCHANGE_FEE,
} from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "../../../../lib/toast";
import { useAssetFees } from "../../../fees";
import {
  availableBalance,
  BASE_RESERVE,
  holdsAsset,
  refreshLedger,
  type TAccountSnapshot,
  type TAssetRef,
} from "../../../ledger/sdk-free";
import { useNetworkFeePerOperation } from "../../../preferences";
import { SigningCancelledError } from "../../../session";
import { loadPairBook, pairBookQueryKey } from "../ledger/pair-book";
import { orderErrorMessage, placeOrder } from "./place-order";

export function toAssetRef(asset: TPairAsset): TAssetRef {
  return { code: asset.code, issuer: asset.issuer === "" ? null : asset.issuer };
}

/** Cuts a preset price (from the order book) to what the price field accepts. */
function presetText(price: string): string {
  const [whole = "", fraction] = price.trim().split(".");
  const text = fraction === undefined ? whole : `${whole}.${fraction.slice(0, 8)}`;
  return isOrderInputText(text) ? text : "";
}

export interface TOrderSideOptions {
  pair: TPairOrientation;
  side: TOrderSide;
  type: TOrderType;
  publicKey: string | null;
  account: TAccountSnapshot | null;
  presetPrice?: string;
  onPlaced?: () => void;
}

/** State, derived figures, validation and submission of one side (Buy or Sell) of the order form. */
export function useOrderSide({
  pair,
  side,
  type,
  publicKey,
  account,
  presetPrice,
  onPlaced,
}: TOrderSideOptions) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<TOrderDraft>(EMPTY_ORDER_DRAFT);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const given = side === "buy" ? pair.base : pair.counter;
  const { feeAccount, settings: givenSettings } = useAssetFees(given.code);
  // Without an account to pay it to there is no fee (spec §7: a failed fee-settings call means zero fees).
  const settings = looksLikePublicKey(feeAccount) ? givenSettings : ZERO_EXCHANGE_FEE;
  const feePerOperation = useNetworkFeePerOperation();

  const book = useQuery({
    queryKey: pairBookQueryKey(pair),
    queryFn: () => loadPairBook(pair),
    enabled: type === "market",
  });

  // A new pair starts from an empty form (declared first: a preset price then applies on top).
  const pairKey = `${pair.base.code}:${pair.base.issuer}/${pair.counter.code}:${pair.counter.issuer}`;
  useEffect(() => {
    void pairKey;
    setDraft(EMPTY_ORDER_DRAFT);
    setAttempted(false);
    setSubmitError(null);
  }, [pairKey]);

  useEffect(() => {
    if (presetPrice === undefined) return;
    const text = presetText(presetPrice);
    if (text) setDraft((previous) => applyOrderInput(previous, "price", text));
  }, [presetPrice]);

  const amount = parseFormDecimal(draft.amount);
  const quote =
    type === "market" && amount !== null && book.data ? marketQuote(side, amount, book.data) : null;
  const price = type === "market" ? (quote?.limitPrice ?? null) : parseFormDecimal(draft.price);
  // A sell gives its amount whatever the price; a buy needs the price to know its total.
  const gives =
    amount !== null && (side === "sell" || price !== null) ? orderGives(side, price ?? 0n, amount) : 0n;
  const fee = exchangeSellerFee(gives, settings);

  const givenRef = toAssetRef(given);
  const reserveAndNetworkFee =
    givenRef.issuer === null ? BASE_RESERVE + networkFee(feePerOperation, fee > 0n ? 2 : 1) : 0n;
  const spendableRaw = availableBalance(account, givenRef) - reserveAndNetworkFee;
  const spendable = spendableRaw > 0n ? spendableRaw : 0n;
  const untrusted = [pair.base, pair.counter]
    .filter((asset) => !holdsAsset(account, toAssetRef(asset)))
    .map((asset) => asset.code);

  const live: TOrderErrors = validateOrder({
    side,
    type,
    price,
    amount,
    spendable,
    settings,
    untrusted,
    bookTooThin: type === "market" && amount !== null && book.data !== undefined && quote === null,
  });
  const errors: TOrderErrors = attempted ? live : {};

  const update = (field: TOrderField, text: string) => {
    if (!isOrderInputText(text)) return;
    setSubmitError(null);
    setDraft((previous) =>
      type === "market" ? { ...previous, amount: text } : applyOrderInput(previous, field, text),
    );
  };

  const applyPercent = (percent: number) => {
    const bestPrice = type === "market" ? marketPriceForShortcut(side, book.data) : price;
    const shortcut = percentShortcutAmount({ side, percent, spendable, price: bestPrice, settings });
    update("amount", formatFormDecimal(shortcut, 5));
  };

  const submit = async () => {
    setSubmitError(null);
    // A market order waits for the book before it can be judged.
    if (type === "market" && book.data === undefined) return;
    setAttempted(true);
    if (!publicKey || hasOrderErrors(live) || price === null || amount === null) return;
    setSubmitting(true);
    try {
      const placed = await placeOrder({
        publicKey,
        pair,
        side,
        type,
        amount: toLedgerStroops(amount),
        price: formatFormDecimal(price),
        gives,
        fee,
        feeAccount,
        feePerOperation,
      });
      toast.success(
        orderPlacedMessage(side, { base: pair.base.code, counter: pair.counter.code }, placed.fill),
      );
      setDraft(EMPTY_ORDER_DRAFT);
      setAttempted(false);
      onPlaced?.();
      // Balances and the book are re-read in the background: the form is free again at once.
      void refreshLedger(client, publicKey);
      void client.invalidateQueries({ queryKey: pairBookQueryKey(pair) });
    } catch (error) {
      if (error instanceof SigningCancelledError) return;
      const message = orderErrorMessage(error);
      setSubmitError(message);
      toast.error(message);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    draft,
    update,
    applyPercent,
    errors,
    submitError,
    fee,
    feeAsset: given.code,
    spendable,
    quote,
    estimatedTotal: quote ? quote.total : null,
    /** The market book could not be read ('Failed to load trading data', spec §8), with its retry. */
    bookFailed: type === "market" && book.status === "error",
    retryBook: () => void book.refetch(),
    bookLoading: type === "market" && book.data === undefined && book.status !== "error",
    submitting,
    submit,
  };
}

/** A market buy's percent shortcut divides by the best ask plus the margin; a sell needs no price. */
function marketPriceForShortcut(
  side: TOrderSide,
  book: Parameters<typeof marketQuote>[2] | undefined,
): bigint | null {
  if (side === "sell") return null;
  const best = book?.asks[0];
  const price = best ? parseFormDecimal(best.price) : null;
  return price === null ? null : price + price / 100n;
}
