import { Text, type TextProps } from "@mantine/core";
import { changeColor, formatChangePercent } from "../market-format";

interface ChangeTextProps extends TextProps {
  change: number | null | undefined;
}

/** A 24 h change with its sign, green when the price rose and red when it fell. */
export function ChangeText({ change, ...text }: ChangeTextProps) {
  return (
    <Text component="span" c={changeColor(change)} ff="monospace" {...text}>
      {formatChangePercent(change)}
    </Text>
  );
}
