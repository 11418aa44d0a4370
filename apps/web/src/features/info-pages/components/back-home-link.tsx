import { Anchor, Group } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";

export function BackHomeLink() {
  return (
    <Anchor component={Link} to="/" size="sm">
      <Group gap={6} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to home
      </Group>
    </Anchor>
  );
}
