import type { RouteObject } from "react-router";
import { NotFoundPage } from "../components/not-found-page";
import { RouteErrorPage } from "../components/route-error-page";
import { LandingPage } from "../features/landing";
import { RequireAuth } from "../features/session";
import { PageLoader, RootLayout } from "./layout/root-layout";

/** Loads a feature's screen on first visit, so each feature is its own chunk. P2P screens are imported one by one:
 * each route loads its own screen, not every P2P screen. */
const wallet = () => import("../features/wallet");
const onboarding = () => import("../features/onboarding");
/** Sign-in screens: their forms are not needed on the first paint of `/`. */
const sessionScreens = () => import("../features/session");
/** Static pages (legal texts, FAQ, support): long texts nobody needs on the first paint of `/`. */
const infoPages = () => import("../features/info-pages");

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
  "/admin",
  "/merchant",
] as const;

const protectedRoutes: RouteObject[] = [
  { path: "newWallet", lazy: async () => ({ Component: (await onboarding()).NewWalletRoute }) },
  { path: "walletScreen", lazy: async () => ({ Component: (await wallet()).WalletRoute }) },
  { path: "walletDetailScreen", lazy: async () => ({ Component: (await wallet()).WalletDetailRoute }) },
  {
    path: "profileScreen",
    lazy: async () => ({ Component: (await import("../features/profile")).ProfileRoute }),
  },
  {
    path: "createAdScreen",
    lazy: async () => ({ Component: (await import("../features/p2p/routes/create-ad-route")).CreateAdRoute }),
  },
  {
    path: "confirmationScreenBuy",
    lazy: async () => ({
      Component: (await import("../features/p2p/routes/confirmation-route")).ConfirmationBuyRoute,
    }),
  },
  {
    path: "confirmationScreenSell",
    lazy: async () => ({
      Component: (await import("../features/p2p/routes/confirmation-route")).ConfirmationSellRoute,
    }),
  },
  {
    path: "transactionProgressScreen",
    lazy: async () => ({
      Component: (await import("../features/p2p/routes/transaction-progress-route")).TransactionProgressRoute,
    }),
  },
  {
    path: "reviewScreen",
    lazy: async () => ({ Component: (await import("../features/p2p/routes/review-route")).ReviewRoute }),
  },
  {
    path: "merchant",
    lazy: async () => ({ Component: (await import("../features/merchant")).MerchantRoute }),
  },
  // The admin console is its own chunk; it shows the not-found page to anyone but an administrator.
  {
    path: "admin/*",
    lazy: async () => ({ Component: (await import("../features/admin/routes/admin-route")).AdminRoute }),
  },
];

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: "login", lazy: async () => ({ Component: (await sessionScreens()).LoginScreen }) },
      { path: "register", lazy: async () => ({ Component: (await sessionScreens()).RegisterRoute }) },
      {
        path: "forgotPassword",
        lazy: async () => ({ Component: (await sessionScreens()).ForgotPasswordRoute }),
      },
      { path: "importWallet", lazy: async () => ({ Component: (await onboarding()).ImportWalletRoute }) },
      {
        path: "exchange",
        // The screen itself, not a wrapper that suspends again: a second Suspense boundary holds the first paint of
        // the (already prefetched) order book back by React's fallback throttle.
        lazy: async () => ({
          Component: (await import("../features/exchange/routes/exchange-screen")).ExchangeScreen,
        }),
      },
      { path: "market", lazy: async () => ({ Component: (await import("../features/market")).MarketRoute }) },
      { path: "swap", lazy: async () => ({ Component: (await import("../features/swap")).SwapRoute }) },
      // The P2P market alone, not every P2P screen: the ads list is a public page that loads within its budget.
      {
        path: "p2p",
        lazy: async () => ({ Component: (await import("../features/p2p/routes/p2p-route")).P2pRoute }),
      },
      {
        path: "p2pProfile",
        lazy: async () => ({
          Component: (await import("../features/p2p/routes/p2p-profile-route")).P2pProfileRoute,
        }),
      },
      {
        path: "escrows",
        lazy: async () => ({
          Component: (await import("../features/p2p/trades/escrows-route")).EscrowsRoute,
        }),
      },
      {
        path: "checkout/:memo",
        lazy: async () => ({ Component: (await import("../features/checkout")).CheckoutRoute }),
      },
      { path: "support", lazy: async () => ({ Component: (await infoPages()).SupportPage }) },
      { path: "faqs", lazy: async () => ({ Component: (await infoPages()).FaqPage }) },
      { path: "fees", lazy: async () => ({ Component: (await infoPages()).FeesPage }) },
      { path: "terms-of-use", lazy: async () => ({ Component: (await infoPages()).TermsOfUsePage }) },
      { path: "privacy-policy", lazy: async () => ({ Component: (await infoPages()).PrivacyPolicyPage }) },
      { path: "disclaimer", lazy: async () => ({ Component: (await infoPages()).DisclaimerPage }) },
      { path: "ComingSoonScreen", lazy: async () => ({ Component: (await infoPages()).ComingSoonPage }) },
      // SEP-24's interactive page: opened by any Stellar wallet with a one-time token, no Sextant session needed.
      {
        path: "sep24/interactive",
        lazy: async () => ({
          Component: (await import("../features/anchor/routes/sep24-interactive-route"))
            .Sep24InteractiveRoute,
        }),
      },
      { element: <RequireAuth />, children: protectedRoutes },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
