import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconShieldLock } from "@tabler/icons-react";
import { validateSecretKeyInput } from "../validation/import-key";

export function ImportWalletRoute() {
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { secretKey: "" },
    validate: { secretKey: validateSecretKeyInput },
  });

  return (
    <Center py={{ base: "md", xs: "xl" }}>
      <Paper w="100%" maw={520} p="xl" radius="lg">
        <form noValidate onSubmit={form.onSubmit(() => undefined)}>
          <Stack gap="md">
            <Title order={2}>Import Wallet</Title>
            <Text c="dimmed" size="sm">
              Paste the secret key (starts with S) of the account you want to add.
            </Text>
            <PasswordInput
              label="Private key"
              placeholder="S…"
              autoComplete="off"
              spellCheck={false}
              key={form.key("secretKey")}
              {...form.getInputProps("secretKey")}
            />
            <Alert variant="light" color="sea" icon={<IconShieldLock size={18} />}>
              Your key is encrypted on this device and is never sent to any server.
            </Alert>
            <Button type="submit">Import</Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
