import { Button, Divider, Flex, NavLink, Paper, ScrollArea, Stack } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { PROFILE_SECTIONS, type TProfilePage } from "../sections";

interface ProfileMenuProps {
  page: TProfilePage;
  onSelect: (page: TProfilePage) => void;
  onLogout: () => void;
}

const MENU = PROFILE_SECTIONS.filter((section) => section.inMenu);

/**
 * The profile area's menu (document 2 §2) with Logout: a column on wider screens, and on a phone one row that
 * scrolls sideways, so the open section starts near the top of the screen.
 */
export function ProfileMenu({ page, onSelect, onLogout }: ProfileMenuProps) {
  return (
    <>
      <Paper p="xs" radius="md" bg="dark.6" component="nav" aria-label="Profile" visibleFrom="sm">
        <Stack gap={2}>
          {MENU.map((section) => (
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
      <ScrollArea type="never" hiddenFrom="sm" component="nav" aria-label="Profile">
        <Flex gap={6} wrap="nowrap" pb={4}>
          {MENU.map((section) => (
            <Button
              key={section.index}
              size="compact-sm"
              variant={section.index === page ? "filled" : "light"}
              aria-current={section.index === page ? "page" : undefined}
              onClick={() => onSelect(section.index)}
              style={{ flexShrink: 0 }}
            >
              {section.label}
            </Button>
          ))}
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconLogout size={14} />}
            onClick={onLogout}
            style={{ flexShrink: 0 }}
          >
            Logout
          </Button>
        </Flex>
      </ScrollArea>
    </>
  );
}
