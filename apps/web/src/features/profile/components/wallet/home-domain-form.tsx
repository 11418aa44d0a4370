import { Text } from "@mantine/core";
import { useState } from "react";
import { toast } from "../../../../lib/toast";
import type { TWalletInfo } from "../../../keystore";
import { SigningCancelledError, signXdr } from "../../../session";
import { useConfig } from "../../../startup";
import {
  parseHomeDomain,
  validateHomeDomain,
  WALLET_SETTINGS_MESSAGES,
} from "../../wallet/wallet-settings-rules";
import { SingleFieldForm } from "./single-field-form";

interface HomeDomainFormProps {
  wallet: TWalletInfo;
  current: string | null;
  onSaved: () => void;
}

/** Sets the account's home domain with a set-options transaction signed in the browser. */
export function HomeDomainForm({ wallet, current, onSaved }: HomeDomainFormProps) {
  const config = useConfig();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const message = validateHomeDomain(value);
    setError(message);
    const homeDomain = parseHomeDomain(value);
    if (message || !homeDomain || !config) return;
    setBusy(true);
    try {
      const { submitHomeDomain } = await import("../../api/home-domain");
      await submitHomeDomain({
        horizonUrl: config.horizonUrl,
        networkPassphrase: config.networkPassphrase,
        publicKey: wallet.publicKey,
        homeDomain,
        sign: signXdr,
      });
      setValue("");
      toast.success("Home domain saved.");
      onSaved();
    } catch (cause) {
      if (!(cause instanceof SigningCancelledError)) toast.error(WALLET_SETTINGS_MESSAGES.homeDomainFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SingleFieldForm
      label="Home domain"
      description={current ? `Current: ${current}` : "Not set"}
      placeholder="https://example.com"
      value={value}
      onChange={setValue}
      error={error}
      submitLabel="Set"
      busy={busy}
      onSubmit={save}
    >
      <Text size="xs" c="dimmed" mt={4}>
        Stored on the ledger with your account; it needs a funded account and a small network fee.
      </Text>
    </SingleFieldForm>
  );
}
