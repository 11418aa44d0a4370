export type TAppStoreLink = {
  id: "app-store" | "google-play";
  /** Small line above the store name, as on the official badges. */
  caption: string;
  store: string;
  href: string;
};

/** Store pages for the mobile apps. The operator points these at its own listings before going live. */
export const APP_STORE_LINKS: readonly TAppStoreLink[] = [
  { id: "app-store", caption: "Download on the", store: "App Store", href: "https://apps.apple.com/" },
  {
    id: "google-play",
    caption: "Get it on",
    store: "Google Play",
    href: "https://play.google.com/store/apps",
  },
];
