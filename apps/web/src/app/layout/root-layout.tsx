import { Box, Center, Container, Loader } from "@mantine/core";
import { Suspense } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { Footer } from "./footer";
import { Header } from "./header";

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
  return (
    <>
      {!isHeaderHidden(pathname) && <Header />}
      <Box component="main" style={{ flex: 1 }}>
        <Container size="xl" py={{ base: "md", xs: "xl" }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
