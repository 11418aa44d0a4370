import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "../../../lib/toast";
import { AuthCard } from "../components/auth-card";
import { parseReturnPath } from "../route-state";
import { logInWithPassword } from "../session-actions";
import { useSessionStore } from "../session-store";
import { LoginOutcome, loginOutcomeMessage, loginOutcomeRoute, validateLogin } from "../validation/login";

export function LoginRoute() {
  const vaultExists = useSessionStore((state) => state.vaultExists);
  const navigate = useNavigate();
  const returnTo = parseReturnPath(useLocation().state);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { password: "" },
    validate: { password: (value) => validateLogin(value, vaultExists) },
  });

  async function submit(password: string) {
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await logInWithPassword(password);
      const message = loginOutcomeMessage(outcome);
      // A person sent here from a page goes back to it; otherwise the outcome's own screen.
      const target = outcome === LoginOutcome.LocalLogin && returnTo ? returnTo : loginOutcomeRoute(outcome);
      if (message && target) toast.info(message);
      else if (message) form.setFieldError("password", message);
      if (target) navigate(target, { replace: true });
      // Document 1 §7: after a login the wallet pays the account's unpaid zakat (failures only logged).
      if (outcome === LoginOutcome.LocalLogin) {
        void import("../../rewards/pay-at-login").then((module) => module.payUnpaidZakatAtLogin());
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Error occurred please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Login" subtitle="Unlock the wallets stored on this device with your session password.">
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values.password))}>
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
          {failure && (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={busy}>
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
