import {
  type Icon,
  IconArrowsExchange,
  IconCoins,
  IconCurrencyDollar,
  IconMoonStars,
  IconShieldLock,
  IconUsers,
} from "@tabler/icons-react";

export type TLandingFeature = {
  title: string;
  description: string;
  icon: Icon;
};

/** The six feature cards of the landing page; titles are the product's own wording. */
export const LANDING_FEATURES: readonly TLandingFeature[] = [
  {
    title: "SECURE",
    description:
      "Your secret keys are created and encrypted on your own device and never reach our servers, so only you can sign your transactions.",
    icon: IconShieldLock,
  },
  {
    title: "MULTIPLE CURRENCIES",
    description:
      "Hold, send and receive XLM and many other Stellar assets, including anchored BTC, ETH, LTC and DOGE, across several wallets in one place.",
    icon: IconCoins,
  },
  {
    title: "STABLE COINS",
    description:
      "Keep value steady with stablecoins such as USDT, deposited and withdrawn over the TRC20 and ERC20 networks.",
    icon: IconCurrencyDollar,
  },
  {
    title: "SWAP ENGINE",
    description:
      "Swap one asset for another in a single step: the engine finds a path payment across the Stellar order books and shows the fee before you confirm.",
    icon: IconArrowsExchange,
  },
  {
    title: "P2P EXCHANGE",
    description:
      "Buy and sell crypto with other users for local currency, with the seller's crypto held in escrow until the trade is complete.",
    icon: IconUsers,
  },
  {
    title: "ZAKAT FEATURE",
    description:
      "If you choose to enable it, Sextant calculates your zakat once a year and pays it automatically at the start of Ramadan.",
    icon: IconMoonStars,
  },
];
