import { Box, Container, Group } from "@mantine/core";
import { Link } from "react-router";
import { Logo } from "../../components/logo";
import { useIsLoggedIn } from "../../features/session";
import { NetworkBadge } from "../../features/startup";
import { GuestActions } from "./guest-actions";
import classes from "./header.module.css";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";
import { UserActions } from "./user-actions";

export function Header() {
  const loggedIn = useIsLoggedIn();
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xl" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Link to="/" className={classes.logoLink} aria-label="Sextant home">
                <Logo />
              </Link>
              <NetworkBadge />
            </Group>
            <MainNav />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {loggedIn ? <UserActions /> : <GuestActions />}
            <MobileMenu />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
