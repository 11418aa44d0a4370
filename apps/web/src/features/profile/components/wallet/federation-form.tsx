import { Text } from "@mantine/core";
import { useState } from "react";
import { toast } from "../../../../lib/toast";
import type { TWalletInfo } from "../../../keystore";
import { setFederationName } from "../../api/federation";
import {
  federationErrorMessage,
  validateFederationName,
  WALLET_SETTINGS_MESSAGES,
} from "../../wallet/wallet-settings-rules";
import { SingleFieldForm } from "./single-field-form";

interface FederationFormProps {
  wallet: TWalletInfo;
  homeDomain: string | null;
  current: string | null;
  onSaved: () => void;
}

/** Claims `name*homeDomain` for the selected account (SEP-2), once per account. */
export function FederationForm({ wallet, homeDomain, current, onSaved }: FederationFormProps) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const message = validateFederationName(name, homeDomain);
    setError(message);
    if (message || !homeDomain) return;
    setBusy(true);
    try {
      const record = await setFederationName({
        name: name.trim(),
        accountId: wallet.publicKey,
        domain: homeDomain,
      });
      setName("");
      toast.success(`Federation address set: ${record.stellar_address}`);
      onSaved();
    } catch (cause) {
      toast.error(federationErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  // 'You need to set home domain first' goes away as soon as the home domain is there.
  const shownError = error === WALLET_SETTINGS_MESSAGES.homeDomainFirst && homeDomain ? null : error;

  if (current) {
    return (
      <Text size="sm">
        Federation address:{" "}
        <Text span ff="monospace">
          {current}
        </Text>
      </Text>
    );
  }

  return (
    <SingleFieldForm
      label="Federation name"
      description={homeDomain ? `Your address will be name*${homeDomain}` : "Set a home domain first"}
      placeholder="name"
      value={name}
      onChange={setName}
      error={shownError}
      submitLabel="Set"
      busy={busy}
      onSubmit={save}
    />
  );
}
