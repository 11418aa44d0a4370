import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { REFERRAL_LINK_PARAM } from "@sextant/core";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { registerPassword } from "../session-actions";
import {
  type TRegisterValues,
  validateConfirmPassword,
  validateSessionPassword,
  validateTermsAccepted,
} from "../validation/register";

export function RegisterForm() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A referral share link (/register?ref=CODE) fills 'Refer By A Friend?'.
  const [search] = useSearchParams();
  const referralId = search.get(REFERRAL_LINK_PARAM)?.trim().slice(0, 64) ?? "";
  const form = useForm<TRegisterValues>({
    mode: "uncontrolled",
    initialValues: { password: "", confirmPassword: "", referralId, acceptedTerms: false },
    validate: {
      password: validateSessionPassword,
      confirmPassword: (value, values) => validateConfirmPassword(value, values.password),
      acceptedTerms: validateTermsAccepted,
    },
  });

  async function submit(values: TRegisterValues) {
    setBusy(true);
    setFailure(null);
    try {
      await registerPassword(values.password, values.referralId);
      navigate("/newWallet", { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Error occurred please try again.");
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md">
        <PasswordInput
          label="Password"
          description="8 to 16 characters. It encrypts your keys on this device."
          placeholder="Enter a session password"
          autoComplete="new-password"
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label="Confirm Password"
          placeholder="Repeat the session password"
          autoComplete="new-password"
          key={form.key("confirmPassword")}
          {...form.getInputProps("confirmPassword")}
        />
        <TextInput
          label="Refer By A Friend?"
          placeholder="Referral ID (optional)"
          key={form.key("referralId")}
          {...form.getInputProps("referralId")}
        />
        <Checkbox
          label={
            <Text size="sm" span>
              I am over 18 and I agree to the{" "}
              <Anchor component={Link} to="/terms-of-use" size="sm">
                Terms &amp; Conditions
              </Anchor>
            </Text>
          }
          key={form.key("acceptedTerms")}
          {...form.getInputProps("acceptedTerms", { type: "checkbox" })}
        />
        {failure && (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={busy}>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
