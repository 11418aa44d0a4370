import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_POLICIES } from "@sextant/core";
import type { TFaqItem } from "./types";

export const FAQ_ITEMS: readonly TFaqItem[] = [
  {
    id: "keystore-file",
    question: "What is a keystore file?",
    answer: [
      "A keystore file is your secret key in encrypted form, locked with a password you choose. It lets you keep a backup of a wallet and open it again later. To open it you need both the file and its password; Sextant stores neither of them.",
    ],
  },
  {
    id: "see-secret-key",
    question: "Where can I see my secret key?",
    answer: [
      "Log in, open Wallet, then Profile, and go to Advanced (Wallet Security). After you confirm your session password, the secret key of the selected wallet is shown. Never share it: anyone who has it controls the wallet.",
    ],
  },
  {
    id: "buy-xlm",
    question: "How do I buy XLM?",
    answer: [
      "Deposit a supported asset into your wallet, for example USDT from the Deposit tab of the asset, then trade it for XLM on the Exchange page.",
      "You can also buy XLM from other users for local currency on the P2P market once your identity is verified. Note that a new wallet is activated by a first deposit of 5 XLM, which can be sent from any other Stellar account.",
    ],
  },
  {
    id: "list-token",
    question: "How do I list my token?",
    answer: [
      "Your token must already be traded on the Stellar decentralised exchange (DEX). Its issuing account must have a home domain set, and that domain must publish a stellar.toml file describing your organisation and the token. When all three are in place, contact us by e-mail with the asset code and issuer.",
      "Assets whose issuer can deauthorize trustlines are blacklisted and will not be listed, because holders could lose access to them at any time.",
    ],
  },
  {
    id: "market-vs-limit",
    question: "What is the difference between market and limit orders?",
    answer: [
      "A limit order lets you choose the price. It is placed on the order book and waits until another trader accepts that price; it can be filled in parts, and you can cancel what remains from My Orders.",
      "A market order is filled straight away at the best prices currently on the order book. It completes quickly, but in a thin market the price you get can differ from the last traded price.",
    ],
  },
  {
    id: "withdraw-external",
    question: "How do I withdraw to an external address?",
    answer: [
      "Open the asset in your wallet and choose the Withdraw tab (available for assets that Sextant can withdraw to another blockchain). Enter the destination address and the amount, check the destination, amount, fee and total on the confirmation step, and confirm. Withdrawals are limited to 10 BTC equivalent per 24 hours.",
      "To move XLM or another Stellar asset to another Stellar account, use the Send tab instead.",
    ],
  },
  {
    id: "fees",
    question: "What fees will I pay?",
    answer: [
      "Every transaction pays a small Stellar network fee at the level you choose (Low, Medium or High). Sextant adds a service fee on swaps, payments you send, exchange orders you sell in, peer-to-peer trades (paid by the seller), deposits and withdrawals. The exact fee is always shown before you confirm. The Fees page lists every kind of fee.",
    ],
  },
  {
    id: "forgot-password",
    question: "What happens if I forget my session password?",
    answer: [
      "It cannot be recovered. Your session password is never sent to us, so nobody can look it up or reset it for you. You can start again on this device with Forgot Password, but the wallets encrypted with the old password can no longer be opened: create a new session password and import your wallets again with their secret keys or keystore files.",
    ],
  },
  {
    id: "password-policy",
    question: "When does Sextant ask for my session password?",
    answer: [
      `Your session password is ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long and unlocks your wallets on this device. In your settings you choose when it is asked for again: ${PASSWORD_POLICIES.join(", ")}. "Once for Log In" is the default; "Every transaction" is the safest choice on a shared device.`,
    ],
  },
];
