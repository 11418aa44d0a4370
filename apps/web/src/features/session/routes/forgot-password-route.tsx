import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { AuthCard } from "../components/auth-card";

export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Forgot Password">
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="Caution">
          <Text size="sm">
            Your session password never leaves this device, so it cannot be recovered. Resetting removes the
            wallets stored on this device and lets you create a new session password; you can then import your
            wallets again with their secret keys or keystore files. Make sure you have a backup first.
          </Text>
        </Alert>
        <Group grow>
          <Button variant="default" onClick={() => navigate("/login")}>
            Cancel
          </Button>
          <Button color="red" onClick={() => navigate("/register", { state: { reset: true } })}>
            Reset
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
}
