/** The trading sections of the header, in the spec's order. */
export const NAV_ITEMS = [
  { label: "Markets", to: "/market" },
  { label: "Exchange", to: "/exchange" },
  { label: "P2P", to: "/p2p" },
  { label: "Swap", to: "/swap" },
] as const;
