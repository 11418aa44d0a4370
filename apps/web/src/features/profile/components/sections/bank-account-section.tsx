import { Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { SectionCard } from "../../../../components/section-card";

const required = (value: string) => (value.trim() ? null : "This field is required");

/** The personal P2P bank account (document 2 §5: every field but IBAN is required). */
export function BankAccountSection() {
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { iban: "", bankName: "", accountNumber: "", accountTitle: "" },
    validate: { bankName: required, accountNumber: required, accountTitle: required },
  });
  return (
    <SectionCard title="P2P bank account">
      <form noValidate onSubmit={form.onSubmit(() => undefined)}>
        <Stack gap="md" maw={480}>
          <TextInput label="IBAN (optional)" key={form.key("iban")} {...form.getInputProps("iban")} />
          <TextInput
            label="Bank name"
            maxLength={50}
            key={form.key("bankName")}
            {...form.getInputProps("bankName")}
          />
          <TextInput
            label="Account number"
            maxLength={35}
            key={form.key("accountNumber")}
            {...form.getInputProps("accountNumber")}
          />
          <TextInput
            label="Account title"
            maxLength={50}
            key={form.key("accountTitle")}
            {...form.getInputProps("accountTitle")}
          />
          <Button type="submit">Save</Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
