import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { KYC_DOCUMENT_TYPES, KYC_MESSAGES, type TKycKind } from "@sextant/core";
import type { ChangeEvent } from "react";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { submitKycDocument } from "../api/submit-kyc-document";
import { COUNTRY_OPTIONS } from "../model/countries";
import { documentInitialValues } from "../model/document-initial-values";
import { KYC_INPUT_MAX, type TKycDocumentValues, validateKycDocumentValues } from "../model/kyc-form-rules";
import { kycWizardState, type TKycInfo } from "../model/kyc-view";
import { serverMessage } from "../model/server-message";
import { DocumentUpload } from "./document-upload";

type TUploadField =
  | "photo_id_front"
  | "photo_id_back"
  | "proofImage"
  | "companyDocument"
  | "companyDocWithName";

interface DocumentsStepProps {
  accountId: string;
  info: TKycInfo;
  kind: TKycKind;
  onRefresh: () => Promise<unknown>;
  onBack: () => void;
  onSaved: () => void;
}

/** Step 2: the identity document (individual) or the company's documents, each uploaded as it is chosen. */
export function DocumentsStep({ accountId, info, kind, onRefresh, onBack, onSaved }: DocumentsStepProps) {
  const form = useForm<TKycDocumentValues>({ initialValues: documentInitialValues(info) });
  const [saving, setSaving] = useState(false);
  const locked = kycWizardState(info).editBlock !== null;
  const company = kind === "company";

  /** The two date pickers clear each other's errors (document 2 §5). */
  const dateProps = (field: "id_issue_date" | "id_expiration_date") => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      form.setFieldValue(field, event.currentTarget.value);
      form.clearFieldError("id_issue_date");
      form.clearFieldError("id_expiration_date");
    },
  });

  const upload = (field: TUploadField) => ({
    profileId: info.kyc.id,
    value: form.getValues()[field],
    error: form.errors[field] as string | undefined,
    disabled: locked,
    onUploaded: (filename: string) => {
      form.setFieldValue(field, filename);
      form.clearFieldError(field);
    },
  });

  const save = async () => {
    const errors = validateKycDocumentValues(accountId, form.getValues(), kind);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      const answer = await submitKycDocument({ ...form.getValues(), account_id: accountId });
      toast.success(answer.message || KYC_MESSAGES.documentSaved);
      await onRefresh();
      onSaved();
    } catch (cause) {
      const detail = serverMessage(cause) ?? undefined;
      toast.error(detail ?? KYC_MESSAGES.documentSaveFailed, {
        title: detail ? KYC_MESSAGES.documentSaveFailed : undefined,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md" maw={640}>
        <Title order={4}>{company ? "Company documents" : "Identity document"}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {!company && (
            <Select
              label="Document type"
              data={[...KYC_DOCUMENT_TYPES]}
              allowDeselect={false}
              disabled={locked}
              {...form.getInputProps("id_type")}
            />
          )}
          <TextInput
            label={company ? "Owner's name" : "Name on the document"}
            withAsterisk
            maxLength={KYC_INPUT_MAX.realName}
            disabled={locked}
            {...form.getInputProps("realName")}
          />
          <Select
            label={company ? "Country of registration" : "Issuing country"}
            withAsterisk
            searchable
            data={COUNTRY_OPTIONS}
            disabled={locked}
            allowDeselect={false}
            {...form.getInputProps("id_country_code")}
            onChange={(code) => form.setFieldValue("id_country_code", code ?? "")}
          />
          <TextInput
            label={company ? "Registration number" : "Document number"}
            withAsterisk
            maxLength={KYC_INPUT_MAX.number}
            disabled={locked}
            {...form.getInputProps("id_number")}
          />
          <TextInput
            label={company ? "Registration date" : "Issue date"}
            type="date"
            withAsterisk={company}
            disabled={locked}
            {...dateProps("id_issue_date")}
          />
          <TextInput label="Expiry date" type="date" disabled={locked} {...dateProps("id_expiration_date")} />
        </SimpleGrid>
        {company ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DocumentUpload label="Company document" kind="document" {...upload("companyDocument")} />
            <DocumentUpload
              label="Document with the owner's name"
              kind="document"
              {...upload("companyDocWithName")}
            />
          </SimpleGrid>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DocumentUpload label="Front side" kind="document" {...upload("photo_id_front")} />
              <DocumentUpload label="Back side" kind="document" {...upload("photo_id_back")} />
            </SimpleGrid>
            <Alert variant="light" color="sea" title="Verification image">
              <Text size="sm">
                Write this code on a sheet of paper and take a photo of yourself holding it next to your
                document:{" "}
                <Text span fw={700} ff="monospace" data-testid="proof-code">
                  {form.getValues().proofCode}
                </Text>
              </Text>
            </Alert>
            <DocumentUpload label="Verification image" kind="selfie" {...upload("proofImage")} />
          </>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          {locked ? (
            <Button onClick={onSaved}>Next</Button>
          ) : (
            <Button type="submit" loading={saving}>
              Submit
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
