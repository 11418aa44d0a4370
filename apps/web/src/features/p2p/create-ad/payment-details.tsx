import { Select, Stack, Text, TextInput } from "@mantine/core";
import {
  KYC_MAX_LENGTHS,
  P2P_MESSAGES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type TPaymentMethod,
} from "@sextant/core";
import type { TCreateAdCheck, TCreateAdValues } from "./create-ad-rules";

interface PaymentDetailsProps {
  values: TCreateAdValues;
  errors: TCreateAdCheck["fields"];
  set: <K extends keyof TCreateAdValues>(key: K, value: TCreateAdValues[K]) => void;
}

/**
 * Spec §2 'Create ad': a sell ad shows the account holder (read-only, the KYC or company name), the bank
 * account number and the Payoneer/Skrill e-mail; a buy ad only the bank name.
 */
export function PaymentDetails({ values, errors, set }: PaymentDetailsProps) {
  const isSell = values.type === "sell";
  const bank = values.payment_method === "Local_Bank";
  return (
    <Stack gap="sm">
      <Select
        label="Payment method"
        data={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
        value={values.payment_method}
        onChange={(value) => value && set("payment_method", value as TPaymentMethod)}
        allowDeselect={false}
        error={errors.payment_method}
      />
      {bank && (
        <TextInput
          label="Bank name"
          value={values.bank_name}
          maxLength={KYC_MAX_LENGTHS.bankName}
          error={errors.bank_name}
          onChange={(event) => set("bank_name", event.currentTarget.value)}
        />
      )}
      {isSell && bank && (
        <>
          <TextInput
            label="Account holder name"
            value={values.bank_account_title}
            readOnly
            variant="filled"
            error={errors.bank_account_title}
            description="Fixed to the name on your KYC."
          />
          <TextInput
            label="Bank account number"
            value={values.bank_account_number}
            maxLength={KYC_MAX_LENGTHS.accountNumber}
            error={errors.bank_account_number}
            onChange={(event) => set("bank_account_number", event.currentTarget.value)}
          />
        </>
      )}
      {isSell && !bank && (
        <TextInput
          label={`${PAYMENT_METHOD_LABELS[values.payment_method]} e-mail`}
          type="email"
          value={values.email}
          maxLength={KYC_MAX_LENGTHS.paymentEmail}
          error={errors.email}
          onChange={(event) => set("email", event.currentTarget.value)}
        />
      )}
      {isSell && (
        <>
          <TextInput label="Reject unverified buyers" value="YES" readOnly variant="filled" />
          <Text size="xs" c="dimmed">
            {P2P_MESSAGES.thirdPartyAccount}: payments reach your own account only.
          </Text>
        </>
      )}
    </Stack>
  );
}
