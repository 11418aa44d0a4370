/** The one place for Sextant's public contact addresses; pages and legal texts read them from here. */
export const SUPPORT_EMAIL = "support@sextant.example";
export const ADMIN_EMAIL = "admin@sextant.example";

export type TSocialLink = {
  id: "x" | "telegram" | "github";
  label: string;
  handle: string;
  href: string;
  description: string;
};

/** Official community channels. The operator replaces these with its own accounts before going live. */
export const SOCIAL_LINKS: readonly TSocialLink[] = [
  {
    id: "x",
    label: "Twitter / X",
    handle: "@sextant",
    href: "https://x.com/sextant",
    description: "Announcements, new listings and service status updates.",
  },
  {
    id: "telegram",
    label: "Telegram",
    handle: "t.me/sextant",
    href: "https://t.me/sextant",
    description: "Chat with the community and follow product news.",
  },
  {
    id: "github",
    label: "GitHub",
    handle: "github.com/sextant",
    href: "https://github.com/sextant",
    description: "Report a bug or follow the development of Sextant.",
  },
];
