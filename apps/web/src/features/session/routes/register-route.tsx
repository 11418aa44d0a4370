import { Alert, Anchor, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { AuthCard } from "../components/auth-card";
import { RegisterForm } from "../components/register-form";
import { parseRegisterState } from "../route-state";
import { GuestOnly } from "./guest-only";

export function RegisterRoute() {
  const { reset } = parseRegisterState(useLocation().state);
  return (
    <GuestOnly screen="register">
      <AuthCard
        title="New Session Password"
        subtitle="No e-mail needed. The password never leaves this device."
      >
        {reset && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
            The wallets were removed from this device. Create a new session password, then import your wallets
            again with their secret keys or keystore files.
          </Alert>
        )}
        <RegisterForm />
        <Text size="sm" c="dimmed" ta="center">
          Already have an account?{" "}
          <Anchor component={Link} to="/login">
            Login
          </Anchor>
        </Text>
      </AuthCard>
    </GuestOnly>
  );
}
