import { Avatar } from "@mantine/core";

export function CoinIcon({ code, src, color }: { code: string; src?: string; color?: string }) {
  return (
    <Avatar src={src || null} alt={code} size={28} radius="xl" color={color || "sea"} variant="light">
      {code.slice(0, 2)}
    </Avatar>
  );
}
