import { Text } from "@mantine/core";
import { useState } from "react";
import { toast } from "../../../../lib/toast";
import type { TWalletInfo } from "../../../keystore";
import { SigningCancelledError, signXdr } from "../../../session";
import { useConfig } from "../../../startup";
import {
  checkHomeDomain,
  HOME_DOMAIN_MAX_BYTES,
  WALLET_SETTINGS_MESSAGES,
} from "../../wallet/wallet-settings-rules";
import { SingleFieldForm } from "./single-field-form";

interface HomeDomainFormProps {
  wallet: TWalletInfo;
  current: string | null;
  /** Called with the domain the ledger now holds. */
  onSaved: (domain: string) => void;
}

/** Sets the account's home domain with a set-options transaction signed in the browser. */
export function HomeDomainForm({ wallet, current, onSaved }: HomeDomainFormProps) {
  const config = useConfig();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const check = checkHomeDomain(value);
    setError(check.ok ? null : check.message);
    if (!check.ok || !config) return;
    const homeDomain = check.domain;
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
      onSaved(homeDomain);
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
        Stored on the ledger with your account (at most {HOME_DOMAIN_MAX_BYTES} characters, the Stellar
        network's limit); it needs a funded account and a small network fee.
      </Text>
    </SingleFieldForm>
  );
}
