import { ADMIN_EMAIL, SUPPORT_EMAIL } from "./contacts";
import type { TInfoSection } from "./types";

export const TERMS_EFFECTIVE_DATE = "30 November 2020";

export const TERMS_OF_USE_INTRO =
  'These Terms of Use form an agreement between you and the operator of Sextant ("Sextant", "we", "us" or the "Provider"). They apply to the Sextant web application and every service offered through it. By creating a session password, opening or importing a wallet, or otherwise using Sextant, you accept these terms. If you do not accept them, do not use Sextant.';

export const TERMS_OF_USE_SECTIONS: readonly TInfoSection[] = [
  {
    id: "eligibility",
    title: "Eligibility",
    paragraphs: [
      "You must be at least 18 years old to use Sextant. If you are younger than 18, you may use Sextant only with the permission of a parent or legal guardian, who accepts these terms on your behalf and is responsible for your use of the service.",
      "You may not use Sextant where doing so is prohibited by the laws that apply to you. Posting peer-to-peer ads and trading with other users additionally requires a completed and approved identity verification.",
    ],
  },
  {
    id: "non-custodial",
    title: "A non-custodial service",
    paragraphs: [
      "Sextant is an interface to the Stellar network. Your secret keys are generated or imported on your own device and are stored there only in encrypted form, protected by your session password. We never receive your secret key or your session password, and every transaction is signed on your device before it is submitted to the network.",
      "Because we do not hold your keys, you alone are responsible for keeping your secret key, any keystore file and your session password safe and backed up. Nobody, including us, can recover them, reset them or reverse a transaction signed with them.",
      "The only time we hold assets for a user is the escrow of a peer-to-peer trade. When a seller accepts a trade, the crypto being sold is held in escrow for the duration of that trade and is released to the buyer when the trade completes, or returned to the seller when it is cancelled or a dispute is decided in the seller's favour. Funds held for a cancelled trade are returned to the seller 24 hours after the cancellation.",
    ],
  },
  {
    id: "fees",
    title: "Fees",
    paragraphs: [
      "We charge a fee for each transaction made through our services and for the escrow service of peer-to-peer trades. The fees are:",
    ],
    bullets: [
      "a swap fee on each swap;",
      "a send fee on each payment you send, deducted from the amount sent;",
      "an exchange seller fee on orders placed on the exchange;",
      "a peer-to-peer trading fee for the escrow service, paid by the seller;",
      "deposit and withdrawal fees on deposits and withdrawals of anchored assets.",
    ],
    closing: [
      "Each fee consists of a fixed part, a percentage of the amount, or both, as set by us. The kinds of fees are described on the Fees page, and the fee that applies to a transaction is shown to you before you confirm it. Network fees of the Stellar network and of the blockchains used for deposits and withdrawals are paid to those networks and are not ours.",
    ],
  },
  {
    id: "withdrawal-limit",
    title: "Withdrawal limit",
    paragraphs: [
      "Withdrawals of anchored assets to external addresses are limited to a total value of 10 BTC equivalent per 24 hours. Requests above this limit are refused and may be made again once the 24-hour period has passed.",
    ],
  },
  {
    id: "no-fiat",
    title: "No fiat deposits or withdrawals",
    paragraphs: [
      "Sextant does not accept deposits of fiat money and does not pay out fiat money. In a peer-to-peer trade, the payment in local currency is made directly between the buyer and the seller, outside Sextant; we are not a party to that payment and cannot reverse it.",
    ],
  },
  {
    id: "zakat",
    title: "Zakat",
    paragraphs: [
      "The zakat feature is optional. If you enable it, you authorise Sextant to calculate your zakat once a year and to pay it automatically from your wallet at the start of Ramadan. Zakat is calculated as about 2.5% (one fortieth) of each eligible balance above the nisab. You can disable the feature at any time in your profile; payments already made cannot be reversed.",
    ],
  },
  {
    id: "compliance",
    title: "Legal and tax compliance",
    paragraphs: [
      "You are responsible for complying with all laws and regulations that apply to you, including rules on digital assets, foreign exchange, anti-money laundering and sanctions. You are also responsible for determining, reporting and paying any taxes that arise from your transactions. We do not give tax or legal advice.",
      "You must not use Sextant for any unlawful purpose, to receive the proceeds of crime or to deceive other users.",
    ],
  },
  {
    id: "electronic-communications",
    title: "Electronic communications",
    paragraphs: [
      "You consent to receive all notices, agreements and other communications from us electronically, for example by e-mail, by in-app notification or by publication on our website. Communications provided electronically satisfy any legal requirement that they be made in writing.",
    ],
  },
  {
    id: "changes",
    title: "Changes to these terms",
    paragraphs: [
      "We may change these terms from time to time. We will give you at least 30 days' notice before a change takes effect, by publishing the new version in Sextant and, where we can, by notifying you electronically. If you continue to use Sextant after the change takes effect, you accept the new terms. If you do not accept them, you must stop using Sextant before that date.",
    ],
  },
  {
    id: "indemnification",
    title: "Indemnification",
    paragraphs: [
      "You agree to indemnify and hold harmless the Provider, its directors, employees and partners against any claims, losses, damages, costs and expenses, including reasonable legal fees, arising from your use of Sextant, your breach of these terms or your violation of any law or of the rights of a third party.",
    ],
  },
  {
    id: "liability",
    title: "Limitation of liability",
    paragraphs: [
      'Sextant is provided "as is" and "as available". To the fullest extent permitted by law, the Provider is not liable for any indirect, incidental, special or consequential loss, or for any loss of profits, data or digital assets, arising from your use of or inability to use Sextant.',
      "In particular, the Provider is not liable for losses caused by lost or disclosed secret keys, keystore files or passwords; by transactions you have signed; by price movements; by the conduct of other users; or by the operation, delays or failures of the Stellar network, of anchors or of asset issuers.",
      "Nothing in these terms limits liability that cannot be limited under the applicable law.",
    ],
  },
  {
    id: "force-majeure",
    title: "Force majeure",
    paragraphs: [
      "Neither party is liable for a failure or delay in performing its obligations caused by events beyond its reasonable control, such as natural disasters, war, civil unrest, acts of government, outages of power or telecommunications, or failures of the Stellar network or of other blockchains. If such an event lasts longer than 2 months, either party may terminate the agreement by notice to the other.",
    ],
  },
  {
    id: "assignment",
    title: "Assignment",
    paragraphs: [
      "The Provider may assign or transfer its rights and obligations under these terms to another party, for example as part of a merger or a sale of its business, without your further consent. You may not assign or transfer your rights or obligations under these terms to anyone else.",
    ],
  },
  {
    id: "severability",
    title: "Severability",
    paragraphs: [
      "If any provision of these terms is found to be invalid or unenforceable, that provision will be enforced to the greatest extent permitted, and the remaining provisions will stay in full force and effect.",
    ],
  },
  {
    id: "disputes",
    title: "Disputes and governing law",
    paragraphs: [
      "If you have a complaint, please contact our support first so that we can try to resolve it. If a dispute between you and the Provider cannot be resolved that way, both parties will first try to settle it through mediation.",
      "If mediation does not resolve the dispute, it will be governed by Estonian law and decided by the courts of Estonia.",
    ],
  },
  {
    id: "contact",
    title: "Contact",
    paragraphs: [
      `For questions about these terms or about your use of Sextant, write to our support team at ${SUPPORT_EMAIL}. For legal notices, write to ${ADMIN_EMAIL}.`,
    ],
  },
];
