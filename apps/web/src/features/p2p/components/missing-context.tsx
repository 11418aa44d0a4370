import { Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

interface MissingContextProps {
  title: string;
  message: string;
}

/** Shown when a P2P screen is opened without the ad or trade it works on. */
export function MissingContext({ title, message }: MissingContextProps) {
  return (
    <Center py="xl">
      <Paper p="xl" radius="lg" maw={480} w="100%">
        <Stack align="center" gap="sm">
          <Title order={2} ta="center">
            {title}
          </Title>
          <Text c="dimmed" ta="center">
            {message}
          </Text>
          <Button component={Link} to="/p2p" mt="sm">
            Go to P2P
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
