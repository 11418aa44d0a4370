import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "react-router";
import {
  type TRegisterValues,
  validateConfirmPassword,
  validateSessionPassword,
  validateTermsAccepted,
} from "../validation/register";

export function RegisterForm() {
  const form = useForm<TRegisterValues>({
    mode: "uncontrolled",
    initialValues: { password: "", confirmPassword: "", referralId: "", acceptedTerms: false },
    validate: {
      password: validateSessionPassword,
      confirmPassword: (value, values) => validateConfirmPassword(value, values.password),
      acceptedTerms: validateTermsAccepted,
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit(() => undefined)}>
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
        <Button type="submit" size="md" fullWidth>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
