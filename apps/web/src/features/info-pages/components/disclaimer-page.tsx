import { DISCLAIMER_INTRO, DISCLAIMER_SECTIONS } from "../content/disclaimer";
import { InfoPageLayout } from "./info-page-layout";
import { InfoSections } from "./info-sections";

export function DisclaimerPage() {
  return (
    <InfoPageLayout title="Disclaimer" intro={DISCLAIMER_INTRO}>
      <InfoSections sections={DISCLAIMER_SECTIONS} />
    </InfoPageLayout>
  );
}
