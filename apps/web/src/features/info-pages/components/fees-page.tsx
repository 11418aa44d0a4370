import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { FeeScheduleCard } from "./fee-schedule-card";
import { InfoPageLayout } from "./info-page-layout";
import { OperatorFees } from "./operator-fees";

export function FeesPage() {
  return (
    <InfoPageLayout
      title="Fees"
      width="lg"
      intro="Sextant charges its fees per transaction. Below are the fees the operator charges today for each asset, then every kind of fee you may meet and how it is made up."
    >
      <OperatorFees />
      <FeeScheduleCard />
      <Text size="sm" c="dimmed">
        Fees are part of our{" "}
        <Anchor component={Link} to="/terms-of-use">
          Terms of Use
        </Anchor>
        .
      </Text>
    </InfoPageLayout>
  );
}
