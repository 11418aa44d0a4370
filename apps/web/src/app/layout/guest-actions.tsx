import { Button, Group } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { useSessionStore } from "../../features/session";

/** Logged out: Login, and Register unless this device already has a session password. */
export function GuestActions() {
  const vaultExists = useSessionStore((state) => state.vaultExists);
  const location = useLocation();
  // After the login the person comes back to the page where they pressed Login.
  const from = `${location.pathname}${location.search}`;
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        component={Link}
        to="/login"
        state={{ from }}
        variant="default"
        size="sm"
        px={{ base: 12, xs: 18 }}
      >
        Login
      </Button>
      {!vaultExists && (
        <Button component={Link} to="/register" size="sm" px={{ base: 12, xs: 18 }}>
          Register
        </Button>
      )}
    </Group>
  );
}
