import { Button, Center, Loader, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  KYC_MAX_LENGTHS,
  KYC_MESSAGES,
  KYC_OTHER_LENGTHS,
  type TBankAccount,
  ZBankAccountFields,
} from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorState } from "../../../../components/error-state";
import { SectionCard } from "../../../../components/section-card";
import { toast } from "../../../../lib/toast";
import { serverMessage } from "../../../kyc";
import { useWalletSession } from "../../../session";
import { bankDetailQueryKey, bankDetailQueryOptions, saveBankAccount } from "../../api/bank-account";
import { NoWalletCard } from "../wallet/no-wallet-card";

type TBankValues = { IBAN: string; bankName: string; accountNumber: string; accountTitle: string };

/** Profile index 8: the personal P2P bank account (document 2 §3, §5: every field but IBAN is required). */
export function BankAccountSection() {
  const accountId = useWalletSession().selectedWallet?.publicKey ?? "";
  const query = useQuery(bankDetailQueryOptions(accountId));
  if (!accountId) return <NoWalletCard title="P2P bank account" />;
  return (
    <SectionCard title="P2P bank account">
      {query.isPending ? (
        <Center py="lg">
          <Loader aria-label="Loading bank account" />
        </Center>
      ) : query.isError ? (
        <ErrorState message={KYC_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <BankAccountForm accountId={accountId} stored={query.data} />
      )}
    </SectionCard>
  );
}

function BankAccountForm({ accountId, stored }: { accountId: string; stored: TBankAccount | null }) {
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const form = useForm<TBankValues>({
    initialValues: {
      IBAN: stored?.IBAN ?? "",
      bankName: stored?.bankName ?? "",
      accountNumber: stored?.accountNumber ?? "",
      accountTitle: stored?.accountTitle ?? "",
    },
    validate: (values) => {
      const parsed = ZBankAccountFields.safeParse(values);
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        errors[field] ??= issue.message;
      }
      return errors;
    },
  });

  const save = async (values: TBankValues) => {
    setSaving(true);
    try {
      const answer = await saveBankAccount(ZBankAccountFields.parse(values));
      client.setQueryData(bankDetailQueryKey(accountId), answer.bank);
      toast.success(answer.message || KYC_MESSAGES.bankSaved);
    } catch (cause) {
      toast.error(serverMessage(cause) ?? KYC_MESSAGES.bankSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md" maw={480}>
        <TextInput
          label="IBAN (optional)"
          maxLength={KYC_OTHER_LENGTHS.iban}
          {...form.getInputProps("IBAN")}
        />
        <TextInput
          label="Bank name"
          withAsterisk
          maxLength={KYC_MAX_LENGTHS.bankName}
          {...form.getInputProps("bankName")}
        />
        <TextInput
          label="Account number"
          withAsterisk
          maxLength={KYC_MAX_LENGTHS.accountNumber}
          {...form.getInputProps("accountNumber")}
        />
        <TextInput
          label="Account title"
          withAsterisk
          maxLength={KYC_MAX_LENGTHS.accountTitle}
          {...form.getInputProps("accountTitle")}
        />
        <Button type="submit" loading={saving} style={{ alignSelf: "flex-start" }}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
