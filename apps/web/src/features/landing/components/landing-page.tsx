import { Box } from "@mantine/core";
import { useState } from "react";
import { AppStoreBadges } from "./app-store-badges";
import { FeatureCards } from "./feature-cards";
import { HeroSection } from "./hero-section";
import { OperationalStatementModal } from "./operational-statement-modal";
import { RecentTrends } from "./recent-trends";

export function LandingPage() {
  const [statementOpened, setStatementOpened] = useState(false);

  return (
    <Box pb="xl">
      <HeroSection onShowOperationalStatement={() => setStatementOpened(true)} />
      <FeatureCards />
      <RecentTrends />
      <AppStoreBadges />
      <OperationalStatementModal opened={statementOpened} onClose={() => setStatementOpened(false)} />
    </Box>
  );
}
