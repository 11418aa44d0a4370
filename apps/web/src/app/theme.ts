import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** Deep navy surfaces: dark[7] is the page, dark[6] cards, dark[4] borders. */
const navy: MantineColorsTuple = [
  "#d5dcea",
  "#b3bdd2",
  "#8e9ab5",
  "#67758f",
  "#2b3a55",
  "#1f2b42",
  "#162136",
  "#0e1729",
  "#0a1221",
  "#070d19",
];

/** The brand colour: a calm teal used for primary actions, links and the active tab. */
const sea: MantineColorsTuple = [
  "#e0fcf8",
  "#c0f4ec",
  "#8ce9db",
  "#55ddca",
  "#2bd2bc",
  "#14c8b1",
  "#0aae9a",
  "#009383",
  "#007a6d",
  "#005f55",
];

export const theme = createTheme({
  primaryColor: "sea",
  primaryShade: { light: 7, dark: 6 },
  colors: { dark: navy, sea },
  defaultRadius: "md",
  fontFamily:
    "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontFamilyMonospace: "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  headings: { fontWeight: "650" },
  /** xs is the spec's mobile breakpoint: 601 px. */
  breakpoints: { xs: "37.5625em", sm: "48em", md: "62em", lg: "75em", xl: "88em" },
  cursorType: "pointer",
  components: {
    Paper: { defaultProps: { withBorder: true } },
    Card: { defaultProps: { withBorder: true } },
    Table: { defaultProps: { verticalSpacing: "sm", highlightOnHover: true } },
    Modal: { defaultProps: { centered: true, overlayProps: { backgroundOpacity: 0.6, blur: 2 } } },
  },
});
