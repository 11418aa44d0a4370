import type { RouteObject } from "react-router";
import { NotFoundPage } from "../components/not-found-page";
import { RouteErrorPage } from "../components/route-error-page";
import {
  ComingSoonPage,
  DisclaimerPage,
  FaqPage,
  FeesPage,
  PrivacyPolicyPage,
  SupportPage,
  TermsOfUsePage,
} from "../features/info-pages";
import { LandingPage } from "../features/landing";
import { ForgotPasswordRoute, LoginScreen, RegisterRoute, RequireAuth } from "../features/session";
import { PageLoader, RootLayout } from "./layout/root-layout";

/** Loads a feature's screen on first visit, so each feature is its own chunk. */
const wallet = () => import("../features/wallet");
const p2p = () => import("../features/p2p");
const onboarding = () => import("../features/onboarding");

/** Screens that need an unlocked session (documents 1 and 2, §2). */
export const PROTECTED_PATHS = [
  "/newWallet",
  "/walletScreen",
  "/walletDetailScreen",
  "/profileScreen",
  "/createAdScreen",
  "/confirmationScreenBuy",
  "/confirmationScreenSell",
  "/transactionProgressScreen",
  "/reviewScreen",
] as const;

const protectedRoutes: RouteObject[] = [
  { path: "newWallet", lazy: async () => ({ Component: (await onboarding()).NewWalletRoute }) },
  { path: "walletScreen", lazy: async () => ({ Component: (await wallet()).WalletRoute }) },
  { path: "walletDetailScreen", lazy: async () => ({ Component: (await wallet()).WalletDetailRoute }) },
  {
    path: "profileScreen",
    lazy: async () => ({ Component: (await import("../features/profile")).ProfileRoute }),
  },
  { path: "createAdScreen", lazy: async () => ({ Component: (await p2p()).CreateAdRoute }) },
  { path: "confirmationScreenBuy", lazy: async () => ({ Component: (await p2p()).ConfirmationBuyRoute }) },
  { path: "confirmationScreenSell", lazy: async () => ({ Component: (await p2p()).ConfirmationSellRoute }) },
  {
    path: "transactionProgressScreen",
    lazy: async () => ({ Component: (await p2p()).TransactionProgressRoute }),
  },
  { path: "reviewScreen", lazy: async () => ({ Component: (await p2p()).ReviewRoute }) },
];

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: "login", element: <LoginScreen /> },
      { path: "register", element: <RegisterRoute /> },
      { path: "forgotPassword", element: <ForgotPasswordRoute /> },
      { path: "importWallet", lazy: async () => ({ Component: (await onboarding()).ImportWalletRoute }) },
      {
        path: "exchange",
        lazy: async () => ({ Component: (await import("../features/exchange")).ExchangeRoute }),
      },
      { path: "market", lazy: async () => ({ Component: (await import("../features/market")).MarketRoute }) },
      { path: "swap", lazy: async () => ({ Component: (await import("../features/swap")).SwapRoute }) },
      { path: "p2p", lazy: async () => ({ Component: (await p2p()).P2pRoute }) },
      { path: "p2pProfile", lazy: async () => ({ Component: (await p2p()).P2pProfileRoute }) },
      {
        path: "checkout/:memo",
        lazy: async () => ({ Component: (await import("../features/checkout")).CheckoutRoute }),
      },
      { path: "support", element: <SupportPage /> },
      { path: "faqs", element: <FaqPage /> },
      { path: "fees", element: <FeesPage /> },
      { path: "terms-of-use", element: <TermsOfUsePage /> },
      { path: "privacy-policy", element: <PrivacyPolicyPage /> },
      { path: "disclaimer", element: <DisclaimerPage /> },
      { path: "ComingSoonScreen", element: <ComingSoonPage /> },
      { element: <RequireAuth />, children: protectedRoutes },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
