import { PRIVACY_POLICY_INTRO, PRIVACY_POLICY_SECTIONS } from "../content/privacy-policy";
import { BackHomeLink } from "./back-home-link";
import { InfoPageLayout } from "./info-page-layout";
import { InfoSections } from "./info-sections";

/** The app header is hidden on this route, so the page carries its own way back. */
export function PrivacyPolicyPage() {
  return (
    <InfoPageLayout title="Privacy Policy" intro={PRIVACY_POLICY_INTRO} topSlot={<BackHomeLink />}>
      <InfoSections sections={PRIVACY_POLICY_SECTIONS} />
      <BackHomeLink />
    </InfoPageLayout>
  );
}
