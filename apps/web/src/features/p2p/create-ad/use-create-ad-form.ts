import {
  BATTERY_ASSET_CODE,
  basicAdLimits,
  DEFAULT_TIME_FRAME_MINUTES,
  fromStroops,
  P2P_MESSAGES,
  parseFixed,
  type TAdRuleFacts,
  type TP2pCountry,
} from "@sextant/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import {
  availableBalance,
  holdsAsset,
  type TAccountSnapshot,
  type TAssetRef,
  useAccount,
} from "../../ledger/sdk-free";
import { createAd } from "../api/ads-api";
import { adsQueryPrefix } from "../hooks/use-ads-list";
import type { TP2pIdentity } from "../hooks/use-p2p-identity";
import { useExchangeRate } from "../hooks/use-p2p-market";
import {
  checkCreateAd,
  isClean,
  type TCreateAdCheck,
  type TCreateAdField,
  type TCreateAdValues,
  toAdDraft,
} from "./create-ad-rules";

interface TFormInputs {
  identity: TP2pIdentity;
  countries: TP2pCountry[];
  initialAsset: string;
  initialLocation: string;
  usdPrice: (code: string) => number;
  assetRef: (code: string) => TAssetRef;
}

/** Spendable stroops of an asset, or undefined when the account is unknown; 0 when it does not trust it. */
function heldAmount(account: TAccountSnapshot | null | undefined, asset: TAssetRef): bigint | undefined {
  if (account === undefined) return undefined;
  if (!account || !holdsAsset(account, asset)) return 0n;
  return availableBalance(account, asset);
}

/** Field messages the API named (`details.fields`), mapped onto the form's fields. */
function serverFieldErrors(details: unknown): TCreateAdCheck["fields"] {
  const fields = (details as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  const { payoneer_email, skrill_email, ...rest } = fields;
  const known: TCreateAdField[] = [
    "location",
    "payment_method",
    "unitPrice",
    "minQty",
    "maxQty",
    "total_amount",
    "bank_name",
    "bank_account_number",
    "bank_account_title",
  ];
  const mapped: TCreateAdCheck["fields"] = { email: payoneer_email ?? skrill_email };
  for (const key of known) if (rest[key]) mapped[key] = rest[key];
  return mapped;
}

/** The create-ad form: values, messages, the band and limits it shows, and one submission at a time. */
export function useCreateAdForm(inputs: TFormInputs) {
  const { identity, initialAsset, initialLocation, usdPrice, assetRef } = inputs;
  const navigate = useNavigate();
  const client = useQueryClient();
  const holderName = identity.kyc?.holderName ?? "";
  const [values, setValues] = useState<TCreateAdValues>({
    type: "buy",
    detailed: false,
    assetCode: initialAsset,
    unitPrice: "",
    minQty: "",
    maxQty: "",
    total_amount: "",
    location: initialLocation,
    payment_method: "Local_Bank",
    bank_name: "",
    bank_account_number: "",
    bank_account_title: holderName,
    email: "",
  });
  const [fieldErrors, setFieldErrors] = useState<TCreateAdCheck["fields"]>({});
  const [confirmed, setConfirmed] = useState(false);
  // Minutes the counterparty has to pay once a trade starts (spec §5: 15 by default).
  const [timeFrame, setTimeFrame] = useState<number>(DEFAULT_TIME_FRAME_MINUTES);
  // One key per ad being written: a repeated submission of it answers the same ad (spec §5 'Double submission').
  const idempotencyKey = useRef(crypto.randomUUID());
  // The suggested price follows the market until the user types their own.
  const priceEdited = useRef(false);
  const set = <K extends keyof TCreateAdValues>(key: K, value: TCreateAdValues[K]) => {
    if (key === "unitPrice") priceEdited.current = true;
    setValues((current) => ({ ...current, [key]: value }));
    setFieldErrors((current) => ({ ...current, [key]: undefined }));
  };

  // The holder name is the KYC (or company) name, never typed.
  useEffect(() => setValues((current) => ({ ...current, bank_account_title: holderName })), [holderName]);

  const rate = useExchangeRate(values.assetCode || null, values.location);
  const suggested =
    values.type === "buy" ? rate.data?.exchange_rate.buyPrice : rate.data?.exchange_rate.sellPrice;
  useEffect(() => {
    if (suggested && !priceEdited.current) {
      setValues((current) => ({ ...current, unitPrice: trimPrice(suggested) }));
    }
  }, [suggested]);

  const account = useAccount(identity.account || null);
  const snapshot = account.status === "success" ? account.data : undefined;
  const assetBalance = heldAmount(snapshot, assetRef(values.assetCode));
  const assetUsdPrice = parseFixed(rate.data?.usdPrice ?? usdPrice(values.assetCode));
  const facts: TAdRuleFacts & { loggedIn: boolean; kycApproved: boolean } = {
    loggedIn: identity.loggedIn,
    kycApproved: identity.kyc?.status === "approved",
    referencePrice: rate.data ? parseFixed(rate.data.referencePrice) : undefined,
    assetUsdPrice: assetUsdPrice && assetUsdPrice > 0n ? assetUsdPrice : undefined,
    activeCountries: inputs.countries.map((country) => country.code),
    userCountry: identity.kyc?.countryCode || undefined,
    holderName: holderName || undefined,
    trusted: snapshot === undefined ? undefined : holdsAsset(snapshot, assetRef(values.assetCode)),
    assetBalance: values.type === "sell" ? assetBalance : undefined,
    levelgBalance: heldAmount(snapshot, assetRef(BATTERY_ASSET_CODE)),
    levelgUsdPrice: parseFixed(usdPrice(BATTERY_ASSET_CODE)),
  };
  const basicLimits =
    facts.assetUsdPrice !== undefined
      ? basicAdLimits(facts.assetUsdPrice, values.type === "sell" ? assetBalance : undefined)
      : undefined;

  const mutation = useMutation({
    mutationFn: () =>
      createAd(values.type, {
        ...toAdDraft(values),
        timeFrame,
        idempotency_key: idempotencyKey.current,
      }),
    onSuccess: async () => {
      toast.success(P2P_MESSAGES.success);
      idempotencyKey.current = crypto.randomUUID();
      await client.invalidateQueries({ queryKey: adsQueryPrefix(values.assetCode) });
      navigate("/p2p", { state: { asset: values.assetCode } });
    },
    onError: (error) => {
      if (isApiError(error)) setFieldErrors(serverFieldErrors(error.details));
      toast.error(error.message || P2P_MESSAGES.genericError);
    },
  });

  const submit = () => {
    if (mutation.isPending) return;
    const check = checkCreateAd(values, facts);
    setFieldErrors(check.fields);
    if (check.formMessage) toast.error(check.formMessage);
    if (isClean(check)) mutation.mutate();
  };

  return {
    values,
    set,
    errors: fieldErrors,
    confirmed,
    setConfirmed,
    timeFrame,
    setTimeFrame,
    rate: rate.data,
    rateStatus: rate.status,
    retryRate: rate.retry,
    basicLimits: basicLimits
      ? { min: fromStroops(basicLimits.minQty), max: fromStroops(basicLimits.maxQty) }
      : null,
    /** What the ledger shows of the account, once read: the ad's asset and the LEVELG battery. */
    balances:
      snapshot === undefined
        ? null
        : { asset: assetBalance ?? 0n, battery: heldAmount(snapshot, assetRef(BATTERY_ASSET_CODE)) ?? 0n },
    submitting: mutation.isPending,
    submit,
  };
}

/** '29.8410000' → '29.84': an ad price is shown and typed with 2 decimals (spec §9), more only if it needs them. */
function trimPrice(price: string): string {
  const [whole, fraction = ""] = price.split(".");
  const kept = fraction.replace(/0+$/, "");
  return kept.length <= 2 ? `${whole}.${kept.padEnd(2, "0")}` : `${whole}.${kept}`;
}
