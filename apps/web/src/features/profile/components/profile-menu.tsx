import { Button, Divider, NavLink, Paper, Stack } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { PROFILE_SECTIONS, type TProfilePage } from "../sections";

interface ProfileMenuProps {
  page: TProfilePage;
  onSelect: (page: TProfilePage) => void;
  onLogout: () => void;
}

export function ProfileMenu({ page, onSelect, onLogout }: ProfileMenuProps) {
  return (
    <Paper p="xs" radius="md" bg="dark.6" component="nav" aria-label="Profile">
      <Stack gap={2}>
        {PROFILE_SECTIONS.filter((section) => section.inMenu).map((section) => (
          <NavLink
            key={section.index}
            component="button"
            label={section.label}
            active={section.index === page}
            aria-current={section.index === page ? "page" : undefined}
            onClick={() => onSelect(section.index)}
            style={{ borderRadius: "var(--mantine-radius-sm)" }}
          />
        ))}
        <Divider my={6} />
        <Button
          variant="subtle"
          color="red"
          justify="flex-start"
          leftSection={<IconLogout size={18} />}
          onClick={onLogout}
        >
          Logout
        </Button>
      </Stack>
    </Paper>
  );
}
