import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useConfig } from "../../startup";
import { fetchFederationAddress } from "../api/federation";

const HOME_DOMAIN_KEY = "profile-home-domain";
const FEDERATION_KEY = "profile-federation";

/** The selected account's home domain (from Horizon) and federation address (from the API). */
export function useWalletLedgerInfo(publicKey: string) {
  const horizonUrl = useConfig()?.horizonUrl ?? "";
  const client = useQueryClient();
  const homeDomain = useQuery({
    queryKey: [HOME_DOMAIN_KEY, horizonUrl, publicKey],
    queryFn: async () => (await import("../api/home-domain")).fetchHomeDomain(horizonUrl, publicKey),
    enabled: horizonUrl !== "" && publicKey !== "",
  });
  const federation = useQuery({
    queryKey: [FEDERATION_KEY, publicKey],
    queryFn: () => fetchFederationAddress(publicKey),
    enabled: publicKey !== "",
  });
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: [HOME_DOMAIN_KEY] });
    void client.invalidateQueries({ queryKey: [FEDERATION_KEY] });
  }, [client]);
  /**
   * After a home domain was saved: the section shows it (and the federation form unlocks) at once, whatever a
   * Horizon read still in flight answers, and it is read back from the ledger after that.
   */
  const homeDomainSaved = useCallback(
    (domain: string) => {
      const key = [HOME_DOMAIN_KEY, horizonUrl, publicKey];
      void client.cancelQueries({ queryKey: key }).then(() => {
        client.setQueryData(key, domain);
        void client.invalidateQueries({ queryKey: key });
      });
    },
    [client, horizonUrl, publicKey],
  );
  return { homeDomain, federation, refresh, homeDomainSaved };
}
