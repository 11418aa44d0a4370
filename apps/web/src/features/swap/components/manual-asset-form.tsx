import { Button, Stack, TextInput } from "@mantine/core";
import { SWAP_MESSAGES, type TPairAsset, validateManualSwapAsset } from "@sextant/core";
import { useState } from "react";
import { assetExistsOnLedger } from "../ledger/asset-on-ledger";

interface ManualAssetFormProps {
  /** Assets already offered; adding one of them again is refused. */
  known: readonly TPairAsset[];
  onAdded: (asset: TPairAsset) => void;
}

/** Manual tab: an asset code and a 56-character issuer, checked on the ledger before it is added. */
export function ManualAssetForm({ known, onAdded }: ManualAssetFormProps) {
  const [code, setCode] = useState("");
  const [issuer, setIssuer] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const add = async () => {
    const checked = validateManualSwapAsset(code, issuer, known);
    if ("error" in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setChecking(true);
    const exists = await assetExistsOnLedger(checked.asset);
    setChecking(false);
    if (!exists) {
      setError(SWAP_MESSAGES.manualUnknown);
      return;
    }
    setCode("");
    setIssuer("");
    onAdded(checked.asset);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Asset code"
          placeholder="e.g. GBPX"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="off"
        />
        <TextInput
          label="Issuer"
          description="56 characters, starting with G"
          placeholder="G…"
          value={issuer}
          onChange={(event) => setIssuer(event.currentTarget.value)}
          error={error}
          spellCheck={false}
          autoComplete="off"
          className="mono"
        />
        <Button type="submit" loading={checking}>
          Add Asset
        </Button>
      </Stack>
    </form>
  );
}
