import { Anchor, Button, Center, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { AuthStatus, useAuthStatus } from "../../session";
import { ImportKeyForm } from "../components/import-key-form";
import { ImportKeystoreForm } from "../components/import-keystore-form";
import { useFinishOnboarding } from "../hooks/use-finish-onboarding";

/** Wallets are stored in the vault, so importing needs a session password and an unlocked session first. */
function NeedsSession({ register }: { register: boolean }) {
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {register
          ? "Imported wallets are encrypted with your session password. Create one on this device first, then import your wallet."
          : "Log in with your session password first, then import your wallet."}
      </Text>
      <Button component={Link} to={register ? "/register" : "/login"}>
        {register ? "Create Account" : "Login"}
      </Button>
    </Stack>
  );
}

/** /importWallet: import by secret key or keystore file. */
export function ImportWalletRoute() {
  const status = useAuthStatus();
  const finish = useFinishOnboarding();
  return (
    <Center py={{ base: "md", xs: "xl" }}>
      <Paper w="100%" maw={560} p="xl" radius="lg">
        <Stack gap="md">
          <Title order={2}>Import Wallet</Title>
          {status === AuthStatus.Pass ? (
            <Tabs defaultValue="key" keepMounted={false}>
              <Tabs.List grow mb="md">
                <Tabs.Tab value="key">Secret key</Tabs.Tab>
                <Tabs.Tab value="file">Keystore file</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="key">
                <ImportKeyForm onImported={finish} />
              </Tabs.Panel>
              <Tabs.Panel value="file">
                <ImportKeystoreForm onImported={finish} />
              </Tabs.Panel>
            </Tabs>
          ) : (
            <NeedsSession register={status === AuthStatus.Register} />
          )}
          <Text size="sm" c="dimmed">
            Want a new account instead?{" "}
            <Anchor component={Link} to="/newWallet">
              Generate Random Wallet
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
