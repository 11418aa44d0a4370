import { Group } from "@mantine/core";
import { NavLink } from "react-router";
import classes from "./header.module.css";
import { NAV_ITEMS } from "./nav-items";

interface NavLinksProps {
  onNavigate?: () => void;
  mobile?: boolean;
}

/** The section links; NavLink marks the current one with aria-current="page" and the highlight. */
export function NavLinks({ onNavigate, mobile = false }: NavLinksProps) {
  const base = mobile ? classes.mobileLink : classes.link;
  return NAV_ITEMS.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      end
      className={({ isActive }) => (isActive ? `${base} ${classes.active}` : base)}
      onClick={onNavigate}
    >
      {item.label}
    </NavLink>
  ));
}

export function MainNav() {
  return (
    <Group component="nav" aria-label="Main" gap={4} visibleFrom="xs">
      <NavLinks />
    </Group>
  );
}
