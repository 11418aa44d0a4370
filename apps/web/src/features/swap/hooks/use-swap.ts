import {
  DEFAULT_SLIPPAGE_BPS,
  DEFAULT_SWAP_PAIR,
  fromStroops,
  looksLikePublicKey,
  maxSendableAmount,
  minimumReceived,
  networkFee,
  operatorSwapFee,
  pairAssetId,
  parseSwapAmount,
  priceImpactBasisPoints,
  referenceSourceAmount,
  SWAP_MESSAGES,
  sameSwapAsset,
  swapTotal,
  type TCatalogueAsset,
  type TPairAsset,
  validateSwapAccess,
  validateSwapQuote,
  validateSwapSubmit,
} from "@sextant/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "../../../lib/toast";
import { useAssetFees } from "../../fees";
import {
  availableBalance,
  holdsAsset,
  isNative,
  ledgerConfig,
  refreshLedger,
  submitSignedXdr,
  type TAccountSnapshot,
} from "../../ledger";
import { useNetworkFeePerOperation } from "../../preferences";
import { SigningCancelledError, signXdr } from "../../session";
import { recordSwap } from "../api/post-swap-create";
import { buildSwapXdr } from "../ledger/build-swap-xdr";
import { findStrictSendPaths, type TSwapPath } from "../ledger/strict-send-paths";
import { toAssetRef, XLM_OPTION } from "../lib/swap-assets";

/** A tracked path: what was asked, the best route and its price impact. */
export interface TSwapQuote {
  from: TPairAsset;
  to: TPairAsset;
  amount: bigint;
  best: TSwapPath;
  /** Hundredths of a percent. */
  impactBps: bigint;
}

/** A message shown under the form; `trust` names an asset the wallet must trust first. */
export interface TSwapNotice {
  message: string;
  trust?: TPairAsset;
}

function amountOrZero(text: string): bigint {
  const parsed = parseSwapAmount(text);
  return typeof parsed === "bigint" ? parsed : 0n;
}

/** The default destination (spec §9: levelg) as the catalogue lists it, once loaded. */
export function defaultSwapDestination(catalogue: readonly TCatalogueAsset[]): TPairAsset | null {
  const entry = catalogue.find((asset) => asset.code.toUpperCase() === DEFAULT_SWAP_PAIR.to);
  return entry ? { code: entry.code, issuer: entry.issuer } : null;
}

/**
 * State and actions of the swap screen: the pair, the amount, the slippage, Track Path (public: quoting needs no
 * login) and Swap (one signed transaction: the path payment with destMin = minimum received, plus the operator's
 * fee payment), then the history record.
 */
export function useSwap(options: {
  loggedIn: boolean;
  publicKey: string | null;
  account: TAccountSnapshot | null;
  catalogue: readonly TCatalogueAsset[];
}) {
  const client = useQueryClient();
  const [from, setFrom] = useState<TPairAsset>(XLM_OPTION);
  const [chosenTo, setTo] = useState<TPairAsset | null>(null);
  const [amount, setAmount] = useState("");
  const [slippageBps, setSlippageBps] = useState<bigint>(DEFAULT_SLIPPAGE_BPS);
  // The default destination once the catalogue named it; kept when a later refresh of the catalogue fails.
  const [defaultTo, setDefaultTo] = useState<TPairAsset | null>(null);
  const [quote, setQuote] = useState<TSwapQuote | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [notice, setNotice] = useState<TSwapNotice | null>(null);
  const [tracking, setTracking] = useState(false);
  const [swapping, setSwapping] = useState(false);
  const feePerOperation = useNetworkFeePerOperation();
  const swapFee = useAssetFees(from.code);

  const listedDefault = defaultSwapDestination(options.catalogue);
  useEffect(() => {
    if (listedDefault) setDefaultTo((kept) => kept ?? listedDefault);
  }, [listedDefault]);
  const to = chosenTo ?? defaultTo ?? listedDefault;
  const amountStroops = amountOrZero(amount);
  const fee = looksLikePublicKey(swapFee.feeAccount) ? operatorSwapFee(amountStroops, swapFee.settings) : 0n;
  const networkFeeStroops = networkFee(feePerOperation, fee > 0n ? 2 : 1);
  const current =
    quote &&
    to &&
    sameSwapAsset(quote.from, from) &&
    sameSwapAsset(quote.to, to) &&
    quote.amount === amountStroops
      ? quote
      : null;
  const minimum = current ? minimumReceived(current.best.destinationAmount, slippageBps) : null;

  const resetMessages = () => {
    setAmountError(null);
    setNotice(null);
  };

  /** Track Path: validates the amount and the pair, then asks the ledger for strict-send paths. */
  const trackPath = async (): Promise<TSwapQuote | null> => {
    resetMessages();
    if (!to) return null;
    const checked = validateSwapQuote({ amount, from, to });
    if (typeof checked === "string") {
      if (checked === SWAP_MESSAGES.sameAssets) setNotice({ message: checked });
      else setAmountError(checked);
      setQuote(null);
      return null;
    }
    setTracking(true);
    try {
      const [paths, reference] = await Promise.all([
        findStrictSendPaths(from, to, checked),
        findStrictSendPaths(from, to, referenceSourceAmount(checked)).catch(() => []),
      ]);
      const best = paths[0];
      if (!best || best.destinationAmount <= 0n) {
        setQuote(null);
        setNotice({ message: SWAP_MESSAGES.noPath });
        return null;
      }
      const top = reference[0];
      const impactBps = top
        ? priceImpactBasisPoints(
            { source: best.sourceAmount, destination: best.destinationAmount },
            { source: top.sourceAmount, destination: top.destinationAmount },
          )
        : 0n;
      const tracked = { from, to, amount: checked, best, impactBps };
      setQuote(tracked);
      return tracked;
    } catch {
      setQuote(null);
      setNotice({ message: SWAP_MESSAGES.noPath });
      return null;
    } finally {
      setTracking(false);
    }
  };

  /**
   * Swap: login, amount and pair first, then the trustlines (no quote needed for those), then the path (tracked
   * again when the inputs changed), the balance against amount plus fee, and finally sign, submit and record.
   */
  const swap = async () => {
    resetMessages();
    const publicKey = options.publicKey;
    if (!options.loggedIn || !publicKey) {
      setNotice({ message: SWAP_MESSAGES.notLoggedIn });
      return;
    }
    if (!to) return;
    const checked = validateSwapQuote({ amount, from, to });
    if (typeof checked === "string") {
      if (checked === SWAP_MESSAGES.sameAssets) setNotice({ message: checked });
      else setAmountError(checked);
      return;
    }
    const account = options.account;
    const fromRef = toAssetRef(from);
    const access = {
      loggedIn: true,
      from,
      to,
      trustsFrom: isNative(fromRef) || holdsAsset(account, fromRef),
      trustsTo: holdsAsset(account, toAssetRef(to)),
    };
    const refused = validateSwapAccess(access);
    if (refused) {
      setNotice({ message: refused, trust: access.trustsFrom ? to : from });
      return;
    }
    const tracked = current ?? (await trackPath());
    if (!tracked) return;
    const spendable = availableBalance(account, fromRef) - (isNative(fromRef) ? networkFeeStroops : 0n);
    const problem = validateSwapSubmit({
      ...access,
      amount: tracked.amount,
      fee,
      available: spendable > 0n ? spendable : 0n,
    });
    if (problem) {
      setNotice({ message: problem });
      return;
    }
    const destMin = minimumReceived(tracked.best.destinationAmount, slippageBps);
    if (typeof destMin === "string") {
      setNotice({ message: destMin });
      return;
    }
    setSwapping(true);
    try {
      const unsigned = await buildSwapXdr({
        source: publicKey,
        from: tracked.from,
        to: tracked.to,
        amount: tracked.amount,
        minimumReceived: destMin,
        path: tracked.best.path,
        fee,
        feeAccount: swapFee.feeAccount,
        feePerOperation,
      });
      const signed = await signXdr(unsigned, ledgerConfig().networkPassphrase);
      const result = await submitSignedXdr(signed, "swap");
      toast.success(SWAP_MESSAGES.success);
      setQuote(null);
      setAmount("");
      await refreshLedger(client, publicKey);
      void recordSwap({
        fromAmount: fromStroops(tracked.amount),
        fee: fromStroops(fee),
        fromAsset: pairAssetId(tracked.from),
        toAsset: pairAssetId(tracked.to),
        toAmount: fromStroops(tracked.best.destinationAmount),
        createdAt: new Date().toISOString(),
        account: publicKey,
        trxId: result.hash,
      });
    } catch (error) {
      if (error instanceof SigningCancelledError) return;
      toast.error(error instanceof Error && error.message ? error.message : SWAP_MESSAGES.failed);
    } finally {
      setSwapping(false);
    }
  };

  /** Cancel: clears the results and messages; the pair and amount stay. */
  const cancel = () => {
    setQuote(null);
    resetMessages();
  };

  const choose = (side: "from" | "to", asset: TPairAsset) => {
    resetMessages();
    if (side === "from") setFrom(asset);
    else setTo(asset);
  };

  const switchAssets = () => {
    if (!to) return;
    resetMessages();
    setFrom(to);
    setTo(from);
  };

  return {
    from,
    to,
    amount,
    setAmount: (value: string) => {
      setAmountError(null);
      setAmount(value);
    },
    amountError,
    notice,
    slippageBps,
    setSlippageBps,
    quote: current,
    minimum,
    fee,
    total: swapTotal(amountStroops, fee),
    /**
     * The Max button: the largest amount Swap then accepts — the balance less the network fee of both
     * operations (the operator's fee is a payment of its own) for XLM, and less the fee paid on top.
     */
    maxAmount: maxSendableAmount({
      available: availableBalance(options.account, toAssetRef(from)),
      isNative: isNative(toAssetRef(from)),
      feePerOperation: networkFee(feePerOperation, 1),
      operations: 1,
      operatorFee: looksLikePublicKey(swapFee.feeAccount)
        ? { fixed: swapFee.settings.swapFeeFixed, percent: swapFee.settings.swapFeePercent }
        : null,
      mode: "onTop",
    }),
    networkFee: networkFeeStroops,
    tracking,
    swapping,
    trackPath,
    swap,
    cancel,
    choose,
    switchAssets,
  };
}

export type TSwapState = ReturnType<typeof useSwap>;
