import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { buildTrustXdr, ledgerConfig, refreshLedger, submitSignedXdr, type TAssetRef } from "../../ledger";
import { useNetworkFeePerOperation } from "../../preferences";
import { SigningCancelledError, signXdr } from "../../session";

export const TRUST_MESSAGES = {
  success: "Trust created successfully.",
  failed: "Unable to trust this asset.",
} as const;

/** Adds the trustline: builds a changeTrust, signs it with the selected wallet and submits it. */
export function useTrustAsset(publicKey: string | null, asset: TAssetRef, onTrusted: () => void) {
  const client = useQueryClient();
  const feePerOperation = useNetworkFeePerOperation();
  const [busy, setBusy] = useState(false);

  const trust = async () => {
    if (!publicKey) return;
    setBusy(true);
    try {
      const unsigned = await buildTrustXdr({ source: publicKey, asset, feePerOperation });
      const signed = await signXdr(unsigned, ledgerConfig().networkPassphrase);
      await submitSignedXdr(signed, "trust");
      toast.success(TRUST_MESSAGES.success);
      await refreshLedger(client, publicKey);
      onTrusted();
    } catch (error) {
      if (!(error instanceof SigningCancelledError))
        toast.error(error instanceof Error && error.message ? error.message : TRUST_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };
  return { trust, busy };
}
