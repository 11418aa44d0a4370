import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconCompass } from "@tabler/icons-react";

const SIZES = {
  sm: { icon: 28, text: "lg" },
  md: { icon: 32, text: "xl" },
  xl: { icon: 56, text: "2.25rem" },
} as const;

export function Logo({ size = "md" }: { size?: keyof typeof SIZES }) {
  const s = SIZES[size];
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon
        size={s.icon}
        radius="xl"
        variant="gradient"
        gradient={{ from: "sea.5", to: "blue.6", deg: 135 }}
      >
        <IconCompass size={s.icon * 0.65} stroke={1.8} />
      </ThemeIcon>
      <Text fw={750} fz={s.text} lts={-0.3} c="white">
        Sextant
      </Text>
    </Group>
  );
}
