import { Group, Select, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { COUNTRIES } from "../model/countries";
import { KYC_INPUT_MAX, type TKycInfoValues } from "../model/kyc-form-rules";
import type { TKycInfo } from "../model/kyc-view";
import { ContactVerification } from "./contact-verification";

const DIAL_OPTIONS = [...new Set(COUNTRIES.map((country) => country.dial))]
  .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
  .map((dial) => ({ value: dial, label: dial }));

interface ContactFieldsProps {
  form: UseFormReturnType<TKycInfoValues>;
  info: TKycInfo | null;
  isCompanyKyc: boolean;
  locked: boolean;
  onVerified: () => void;
}

/** E-mail and phone, each verified by a one-time code; a verified field is locked (document 2 §4). */
export function ContactFields({ form, info, isCompanyKyc, locked, onVerified }: ContactFieldsProps) {
  const emailVerified = info?.kyc.isEmailVerified ?? false;
  const phoneVerified = info?.kyc.isPhoneVerified ?? false;
  const { countryDial, phone, countryCode } = form.getValues();
  return (
    <>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="E-mail"
          type="email"
          withAsterisk
          maxLength={KYC_INPUT_MAX.email}
          disabled={locked || emailVerified}
          style={{ flex: 1, minWidth: 200 }}
          {...form.getInputProps("email")}
        />
        <Group h={36} align="center">
          <ContactVerification
            channel="email"
            to={form.getValues().email}
            verified={emailVerified}
            isCompanyKyc={isCompanyKyc}
            countryCode={countryCode}
            disabled={locked}
            onInvalid={(message) => form.setFieldError("email", message)}
            onVerified={onVerified}
          />
        </Group>
      </Group>
      <Group align="flex-end" gap="xs">
        <Select
          label="Code"
          aria-label="Dialling code"
          data={DIAL_OPTIONS}
          searchable
          w={96}
          disabled={locked || phoneVerified}
          allowDeselect={false}
          {...form.getInputProps("countryDial")}
          onChange={(dial) => form.setFieldValue("countryDial", dial ?? "")}
        />
        <TextInput
          label="Phone"
          type="tel"
          withAsterisk
          maxLength={KYC_INPUT_MAX.phone}
          disabled={locked || phoneVerified}
          style={{ flex: 1, minWidth: 140 }}
          {...form.getInputProps("phone")}
        />
        <Group h={36} align="center">
          <ContactVerification
            channel="sms"
            to={phone.trim() ? `${countryDial}${phone.trim()}` : ""}
            verified={phoneVerified}
            isCompanyKyc={isCompanyKyc}
            countryCode={countryCode}
            disabled={locked}
            onInvalid={(message) => form.setFieldError("phone", message)}
            onVerified={onVerified}
          />
        </Group>
      </Group>
    </>
  );
}
