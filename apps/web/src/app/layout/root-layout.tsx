import { Box, Center, Container, Loader } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { useIsLoggedIn } from "../../features/session";
import { useAfterFirstPaint } from "../../lib/use-after-first-paint";
import { Footer } from "./footer";
import { Header } from "./header";

// Loaded only once logged in, so visitors never download the Stellar SDK for it.
const PaymentNotifier = lazy(async () => ({
  default: (await import("../../features/wallet")).PaymentNotifier,
}));

// The un-paid checkout banner (spec doc 1 §2): a small chunk without the Stellar SDK.
const UnpaidBanner = lazy(async () => ({
  default: (await import("../../features/checkout")).UnpaidBanner,
}));

/** Routes that show without the header (document 1 §2). */
const HEADERLESS_ROUTES = new Set(["/privacy-policy"]);

export function isHeaderHidden(pathname: string): boolean {
  return HEADERLESS_ROUTES.has(pathname.toLowerCase().replace(/\/+$/, ""));
}

export function PageLoader() {
  return (
    <Center mih="50vh">
      <Loader />
    </Center>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  // The lazily loaded extras mount once the page has painted: its first paint never waits for their chunks. The
  // footer, below the fold, mounts then too: the first paint is the header and the page.
  const painted = useAfterFirstPaint();
  return (
    <>
      {painted && loggedIn && (
        <Suspense fallback={null}>
          <PaymentNotifier />
        </Suspense>
      )}
      {!isHeaderHidden(pathname) && <Header />}
      {painted && (
        <Suspense fallback={null}>
          <UnpaidBanner />
        </Suspense>
      )}
      <Box component="main" style={{ flex: 1 }}>
        <Container size="xl" py={{ base: "md", xs: "xl" }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      {painted && <Footer />}
      <ScrollRestoration />
    </>
  );
}
