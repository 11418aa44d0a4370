import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { useSessionStore } from "../../features/session";

/** Logged out: Login, and Register unless this device already has a session password. */
export function GuestActions() {
  const vaultExists = useSessionStore((state) => state.vaultExists);
  return (
    <Group gap={6} wrap="nowrap">
      <Button component={Link} to="/login" variant="default" size="sm" px={{ base: 12, xs: 18 }}>
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
