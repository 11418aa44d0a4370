import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { toast } from "../../../lib/toast";
import { adoptUserCurrency } from "../adopt-user-currency";
import { userLocaleQueryOptions } from "../api/get-user-locale";
import { useStartupStatus } from "../hooks/use-startup";
import { isSplashVisible, waitsForLocale } from "../startup-status";
import { SplashScreen } from "./splash-screen";

interface StartupGateProps {
  children: ReactNode;
  retryDelayMs?: number;
}

/** Shows the splash until the initial load settles, then the app, whatever the result. */
export function StartupGate({ children, retryDelayMs }: StartupGateProps) {
  const status = useStartupStatus(retryDelayMs);
  const locale = useQuery(userLocaleQueryOptions());
  const warned = useRef(false);
  // Decided once, for the page the app starts on.
  const [needsLocale] = useState(() => waitsForLocale(window.location.pathname));
  // Once the splash has closed it stays closed, even if the config is fetched again later.
  const [opened, setOpened] = useState(false);
  const settled = opened || (!isSplashVisible(status) && !(needsLocale && locale.isPending));

  useEffect(() => {
    if (locale.data?.currency) adoptUserCurrency(locale.data.currency);
  }, [locale.data]);

  useEffect(() => {
    if (settled && !opened) setOpened(true);
  }, [settled, opened]);

  useEffect(() => {
    if (status !== "ERROR" || warned.current) return;
    warned.current = true;
    toast.warning("The Sextant server can't be reached right now. Some data may be missing.");
  }, [status]);

  if (!settled) return <SplashScreen />;
  return children;
}
