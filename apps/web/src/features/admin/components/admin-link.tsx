import { ActionIcon, Tooltip } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { useAdminStatus } from "../use-admin-status";

/** The header's way into /admin, shown to administrators only (on a phone it is in the menu instead). */
export function AdminLink() {
  if (useAdminStatus() !== "admin") return null;
  return (
    <Tooltip label="Admin console">
      <ActionIcon
        component={Link}
        to="/admin"
        variant="light"
        size="lg"
        aria-label="Admin console"
        visibleFrom="xs"
      >
        <IconShieldLock size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
