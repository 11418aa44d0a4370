import { Center, Loader } from "@mantine/core";
import { lazy, Suspense } from "react";

/** The screen itself (and with it the Stellar SDK) loads only when /exchange is opened. */
const ExchangeScreen = lazy(async () => ({ default: (await import("./exchange-screen")).ExchangeScreen }));

/** /exchange. Kept light so features importing this feature's index (Logout clearing the pair) stay light. */
export function ExchangeRoute() {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      <ExchangeScreen />
    </Suspense>
  );
}
