/** The operational statement shown in a modal on the landing page. */
export const OPERATIONAL_STATEMENT_TITLE = "Operational statement";

export const OPERATIONAL_STATEMENT: readonly string[] = [
  "Sextant is a non-custodial interface to the Stellar network. Your secret keys are created and encrypted on your device and stay there; every transaction is signed in your browser before it is sent to the network.",
  "The operator never holds users' funds, with one exception: in a peer-to-peer trade, the seller's crypto is held in escrow for the duration of the trade and is then released to the buyer or returned to the seller.",
  "The operator is paid through fees charged per transaction, namely the swap fee, the send fee and the exchange seller fee, as well as the P2P trading fee paid by the seller. The fee that applies is shown before you confirm.",
  "Withdrawals are limited to 10 BTC equivalent per 24 hours. Sextant does not offer fiat deposits or withdrawals.",
];
