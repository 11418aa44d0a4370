import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { FeeScheduleCard } from "./fee-schedule-card";
import { InfoPageLayout } from "./info-page-layout";

export function FeesPage() {
  return (
    <InfoPageLayout
      title="Fees"
      width="lg"
      intro="Sextant charges its fees per transaction. Below are the kinds of fees you may meet and how each one is made up."
    >
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
