import { Burger, Divider, Drawer, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { NavLink } from "react-router";
import { useAdminStatus } from "../../features/admin";
import { useIsLoggedIn, useSessionStore } from "../../features/session";
import { useAfterFirstPaint } from "../../lib/use-after-first-paint";
import classes from "./header.module.css";
import { NavLinks } from "./main-nav";

/** Under 601 px the sections move into a burger menu. */
export function MobileMenu() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The (closed) drawer and its portal mount after the page's first paint: nothing of it shows before a tap.
  const painted = useAfterFirstPaint();
  const loggedIn = useIsLoggedIn();
  const vaultExists = useSessionStore((state) => state.vaultExists);
  const admin = useAdminStatus() === "admin";
  const extra = loggedIn
    ? [
        { label: "Wallets", to: "/walletScreen" },
        { label: "Profile", to: "/profileScreen" },
        ...(admin ? [{ label: "Admin console", to: "/admin" }] : []),
      ]
    : [{ label: "Login", to: "/login" }, ...(vaultExists ? [] : [{ label: "Register", to: "/register" }])];

  return (
    <>
      <Burger opened={opened} onClick={toggle} hiddenFrom="xs" size="sm" aria-label="Open menu" />
      {painted && (
        <Drawer opened={opened} onClose={close} title="Menu" size="80%" position="right">
          <Stack gap={4} component="nav" aria-label="Mobile">
            <NavLinks mobile onNavigate={close} />
            <Divider my="sm" />
            {extra.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                onClick={close}
                className={({ isActive }) =>
                  isActive ? `${classes.mobileLink} ${classes.active}` : classes.mobileLink
                }
              >
                {item.label}
              </NavLink>
            ))}
          </Stack>
        </Drawer>
      )}
    </>
  );
}
