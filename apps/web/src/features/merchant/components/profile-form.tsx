import { Button, Stack, Text, TextInput } from "@mantine/core";
import { isValidPublicKey, type TMerchant } from "@sextant/core";
import { useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { merchantApi } from "../api/merchant-api";

/** Becoming a merchant, or changing the shop's name and the account customers' payments land on. */
export function ProfileForm(props: {
  merchant: TMerchant | null;
  defaultAddress: string;
  onSaved: () => void;
}) {
  const [name, setName] = useState(props.merchant?.name ?? "");
  const [address, setAddress] = useState(props.merchant?.receivingAddress ?? props.defaultAddress);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const nameError = name.trim().length < 2 ? "A merchant name has at least 2 characters" : null;
  const addressError = isValidPublicKey(address.trim())
    ? null
    : "Must be a Stellar public key: 56 characters starting with G";

  const save = async () => {
    setTried(true);
    if (nameError || addressError) return;
    setSaving(true);
    try {
      await merchantApi.saveProfile({ name: name.trim(), receivingAddress: address.trim() });
      toast.success("Merchant profile saved.");
      props.onSaved();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : "Error occurred please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm" maw={560}>
      <TextInput
        label="Shop name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={tried && nameError}
      />
      <TextInput
        label="Receiving address"
        description="Customers pay this account; each order gets its own muxed address on it. It must trust the assets you price in."
        value={address}
        onChange={(e) => setAddress(e.currentTarget.value)}
        error={tried && addressError}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
      />
      <Text size="xs" c="dimmed">
        Payments go straight to this address: Sextant never holds your customers' money.
      </Text>
      <Button onClick={() => void save()} loading={saving} w="fit-content">
        {props.merchant ? "Save" : "Become a merchant"}
      </Button>
    </Stack>
  );
}
