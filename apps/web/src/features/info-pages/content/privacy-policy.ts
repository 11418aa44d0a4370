import { ADMIN_EMAIL, SUPPORT_EMAIL } from "./contacts";
import type { TInfoSection } from "./types";

export const PRIVACY_POLICY_INTRO =
  "Sextant is a non-custodial wallet: most of what makes your wallet work stays on your own device. This policy explains what is kept on your device, what our servers store and why, how long we keep it and what rights you have.";

export const PRIVACY_POLICY_SECTIONS: readonly TInfoSection[] = [
  {
    id: "on-device",
    title: "Data kept on your device",
    paragraphs: ["The following data is stored in your browser's local storage on this device:"],
    bullets: [
      "your secret keys, only as ciphertexts sealed (AES-256-GCM) under a key derived from your session password;",
      "a random check value sealed the same way, which your password must open when you log in — neither your password nor any hash of it is stored;",
      "wallet names and public keys;",
      "your preferences: network fee level, display currency, language, notification sound, memo display and password policy;",
      "your favourite market pairs.",
    ],
    closing: [
      "Your public keys are also registered with our servers (see below); your secret keys never are. Clearing your browser data removes this data from the device for good, so keep a backup of your secret keys: without it, a wallet cannot be restored.",
    ],
  },
  {
    id: "never-sent",
    title: "What is never sent",
    paragraphs: [
      "Your secret key and your session password never leave your device, in plain or encrypted form. Transactions are signed in your browser and only the signed transaction is submitted to the Stellar network. Opening a keystore file also happens entirely on your device; we store neither the file nor its password.",
    ],
  },
  {
    id: "on-server",
    title: "Data our servers store",
    paragraphs: ["To provide our services, our servers store:"],
    bullets: [
      "the public keys of your wallets and, if you joined through a referral, the referral link between accounts;",
      "for users who trade peer-to-peer, the identity verification (KYC) data you submit: name, e-mail address, phone number, date of birth, address, country, identity documents and, for company accounts, company details;",
      "peer-to-peer ads, trade records, your P2P bank account and the payment details you enter for a trade, ratings, reviews and disputes;",
      "chat messages and images exchanged during a trade;",
      "notifications, zakat payment records, swap history and fee history;",
      "the federation name and home domain you set in wallet settings, and a profile photo if you upload one.",
    ],
  },
  {
    id: "public-ledger",
    title: "Public ledger data",
    paragraphs: [
      "Every transaction you submit is recorded on the public Stellar ledger, where anyone can see the accounts, assets and amounts involved. This record is kept by the network, not by us, and cannot be changed or deleted.",
    ],
  },
  {
    id: "use",
    title: "How we use your data",
    paragraphs: [
      "We use the data above only to operate Sextant: to show your balances and history, to verify the identity of peer-to-peer traders, to run trades and their escrow, to resolve disputes, to calculate fees and referral rewards, to prevent fraud and to meet our legal obligations. We do not sell your data.",
      "When you trade peer-to-peer, your counterparty sees your public trader profile (name, country, rating and trade counts) and the payment details needed to complete the trade.",
    ],
  },
  {
    id: "retention",
    title: "How long we keep it",
    paragraphs: [
      "We keep server data while your account is in use. KYC data, trade records and the chat of a trade are kept afterwards for as long as the law requires us to keep records of transactions and of customer verification, and for as long as a dispute about the trade may be raised. When you delete your account, we delete or anonymise all other data about you.",
    ],
  },
  {
    id: "rights",
    title: "Your rights",
    paragraphs: [
      "You have the right to access the personal data we hold about you, to have it corrected, to have it deleted where we are not required to keep it, to restrict or object to its processing, and to receive a copy of it in a portable format. You also have the right to complain to a data protection authority, such as the Estonian Data Protection Inspectorate.",
    ],
  },
  {
    id: "security",
    title: "Security",
    paragraphs: [
      "Data travels between your browser and our servers over encrypted connections, and access to server data is restricted to the staff who need it. No system is perfectly secure, which is one more reason we designed Sextant so that your keys are never on our servers.",
    ],
  },
  {
    id: "changes",
    title: "Changes to this policy",
    paragraphs: [
      "If we change this policy, we will publish the new version here and, for significant changes, notify you in Sextant before they take effect.",
    ],
  },
  {
    id: "contact",
    title: "Contact",
    paragraphs: [
      `To exercise your rights or ask about this policy, write to ${SUPPORT_EMAIL}. Formal requests can also be sent to ${ADMIN_EMAIL}.`,
    ],
  },
];
