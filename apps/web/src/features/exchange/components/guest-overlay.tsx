import { Anchor, Button, Center, Overlay, Stack, Text } from "@mantine/core";
import { Link } from "react-router";

/** Covers the order form for visitors: trading needs a session password. */
export function GuestOverlay() {
  return (
    <Overlay color="#070d19" backgroundOpacity={0.72} blur={3} radius="md" zIndex={5}>
      <Center h="100%" p="md">
        <Stack align="center" gap="sm">
          <Text fw={600} ta="center">
            Log in or create an account to start trading
          </Text>
          <Button component={Link} to="/register" w={200}>
            Register
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Already have an account?
          </Anchor>
        </Stack>
      </Center>
    </Overlay>
  );
}
