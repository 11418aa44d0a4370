import { Anchor, Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "react-router";
import { AuthCard } from "../components/auth-card";
import { useSessionStore } from "../session-store";
import { validateLogin } from "../validation/login";

export function LoginRoute() {
  const vaultExists = useSessionStore((state) => state.vaultExists);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { password: "" },
    validate: { password: (value) => validateLogin(value, vaultExists) },
  });

  return (
    <AuthCard title="Login" subtitle="Unlock the wallets stored on this device with your session password.">
      <form noValidate onSubmit={form.onSubmit(() => undefined)}>
        <Stack gap="md">
          <PasswordInput
            label="Password"
            placeholder="Enter your session password"
            autoComplete="current-password"
            key={form.key("password")}
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgotPassword" size="sm">
              Forgot Password
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth>
            Login
          </Button>
          {!vaultExists && (
            <Text size="sm" c="dimmed" ta="center">
              No session password on this device yet?{" "}
              <Anchor component={Link} to="/register">
                Create Account
              </Anchor>
            </Text>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
