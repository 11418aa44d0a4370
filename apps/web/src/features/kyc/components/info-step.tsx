import { Alert, Button, Divider, Group, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { KYC_MESSAGES, type TKycKind } from "@sextant/core";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { saveKycInfo } from "../api/save-kyc-info";
import { COUNTRY_OPTIONS, countryByCode } from "../model/countries";
import { infoInitialValues } from "../model/info-initial-values";
import { infoFields, KYC_INPUT_MAX, type TKycInfoValues, validateKycInfo } from "../model/kyc-form-rules";
import { kycWizardState, type TKycInfo } from "../model/kyc-view";
import { serverMessage } from "../model/server-message";
import { ContactFields } from "./contact-fields";
import { ProfilePhotoField } from "./profile-photo-field";

interface InfoStepProps {
  accountId: string;
  info: TKycInfo | null;
  kind: TKycKind;
  defaultCountry?: string;
  onRefresh: () => Promise<unknown>;
  onBack: () => void;
  onSaved: () => void;
}

/** Step 1: contact details with their codes, then the person's or the company's information. */
export function InfoStep({
  accountId,
  info,
  kind,
  defaultCountry,
  onRefresh,
  onBack,
  onSaved,
}: InfoStepProps) {
  const form = useForm<TKycInfoValues>({ initialValues: infoInitialValues(info, defaultCountry) });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const lock = kycWizardState(info).editBlock;
  const kyc = info?.kyc ?? null;
  const locked = lock !== null;
  const input = (field: keyof TKycInfoValues, label: string, max?: number, required = true) => (
    <TextInput
      label={label}
      withAsterisk={required}
      maxLength={max}
      disabled={locked}
      {...form.getInputProps(field)}
    />
  );

  const save = async () => {
    const errors = validateKycInfo(accountId, kind, form.getValues(), {
      info,
      hasNewPhoto: photo !== null,
      now: new Date(),
    });
    const { photo: photoMessage, ...fieldErrors } = errors;
    form.setErrors(fieldErrors);
    setPhotoError(photoMessage ?? null);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      const answer = await saveKycInfo(infoFields(accountId, kind, form.getValues()), photo);
      toast.success(answer.message || KYC_MESSAGES.infoSaved);
      await onRefresh();
      onSaved();
    } catch (cause) {
      const detail = serverMessage(cause) ?? undefined;
      toast.error(detail ?? KYC_MESSAGES.infoSaveFailed, {
        title: detail ? KYC_MESSAGES.infoSaveFailed : undefined,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md" maw={640}>
        {lock && (
          <Alert color="sea" variant="light" title={lock}>
            Your information can't be changed while it is{" "}
            {kyc?.status === "approved" ? "approved" : "under review"}.
          </Alert>
        )}
        <Title order={4}>Contact</Title>
        <ContactFields
          form={form}
          info={info}
          isCompanyKyc={kind === "company"}
          locked={locked}
          onVerified={() => void onRefresh()}
        />
        <Divider />
        <Title order={4}>{kind === "company" ? "Company information" : "Personal information"}</Title>
        {kind === "company" ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {input("companyName", "Company name", KYC_INPUT_MAX.companyName)}
            {input("companyWebsite", "Company website", KYC_INPUT_MAX.website)}
            {input("businessName", "Business name", KYC_INPUT_MAX.businessName, false)}
          </SimpleGrid>
        ) : (
          <>
            <ProfilePhotoField
              stored={kyc?.file ?? ""}
              value={photo}
              error={photoError ?? undefined}
              disabled={locked}
              onChange={(file) => {
                setPhoto(file);
                if (file) setPhotoError(null);
              }}
              onError={setPhotoError}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {input("firstName", "First name", KYC_INPUT_MAX.firstName)}
              {input("lastName", "Last name", KYC_INPUT_MAX.lastName)}
              {input("otherName", "Other name", KYC_INPUT_MAX.otherName, false)}
              <TextInput label="Date of birth" type="date" disabled={locked} {...form.getInputProps("dob")} />
            </SimpleGrid>
          </>
        )}
        <Divider />
        <Title order={4}>Address</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Country"
            withAsterisk
            searchable
            data={COUNTRY_OPTIONS}
            disabled={locked}
            allowDeselect={false}
            {...form.getInputProps("countryCode")}
            onChange={(code) => {
              form.setFieldValue("countryCode", code ?? "");
              const dial = code ? countryByCode(code)?.dial : undefined;
              if (dial && !kyc?.isPhoneVerified) form.setFieldValue("countryDial", dial);
            }}
          />
          {input("state", "State", KYC_INPUT_MAX.state)}
          {input("city", "City", KYC_INPUT_MAX.city)}
          {input("postalCode", "Postal code", KYC_INPUT_MAX.postalCode)}
        </SimpleGrid>
        {input("address", "Address", KYC_INPUT_MAX.address)}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          {locked ? (
            <Button onClick={onSaved}>Next</Button>
          ) : (
            <Button type="submit" loading={saving}>
              Save and Continue
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
