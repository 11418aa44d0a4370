import type { TInfoSection } from "./types";

export const DISCLAIMER_INTRO =
  "Please read this disclaimer carefully. Using Sextant means handling digital assets yourself, and that comes with risks that only you can manage.";

export const DISCLAIMER_SECTIONS: readonly TInfoSection[] = [
  {
    id: "no-advice",
    title: "No financial advice",
    paragraphs: [
      "Nothing in Sextant is financial, investment, legal or tax advice. Prices, charts, market lists, asset descriptions and answers in our help pages are provided for information only. Listing an asset in Sextant is not a recommendation to buy, sell or hold it. Make your own decisions, and seek independent professional advice where you need it.",
    ],
  },
  {
    id: "no-warranty",
    title: "No warranty",
    paragraphs: [
      'Sextant is provided "as is" and "as available", without any warranty, express or implied. We do not guarantee that the service will be uninterrupted or free of errors, that market data is complete, accurate or current, or that a transaction will be accepted by the network at a particular time or price.',
      "Assets on the Stellar network are issued by third parties. We do not control them and do not guarantee their value, their redemption or the conduct of their issuers, who may restrict or revoke the use of their assets.",
    ],
  },
  {
    id: "lost-keys",
    title: "Lost keys and passwords cannot be recovered",
    paragraphs: [
      "Your secret key and session password exist only on your device and in the backups you make. We never have them. If you lose your secret key, your keystore file or the password that protects them, nobody, including us, can recover them, and the assets in that wallet may be lost for good.",
      "Store a backup of every secret key somewhere safe and offline, never share it, and never enter it on a website you do not trust.",
    ],
  },
  {
    id: "market-risk",
    title: "Market risk",
    paragraphs: [
      "Digital assets are highly volatile and you can lose part or all of their value. In particular:",
    ],
    bullets: [
      "prices can move sharply within minutes, including while an order or swap is being executed;",
      "markets with few offers can fill orders at prices far from the last traded price;",
      "stablecoins can lose their peg;",
      "in peer-to-peer trades, the local-currency payment is made between users outside Sextant and depends on your counterparty.",
    ],
    closing: ["Only trade amounts you can afford to lose."],
  },
];
