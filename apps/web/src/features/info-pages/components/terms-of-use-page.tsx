import { TERMS_EFFECTIVE_DATE, TERMS_OF_USE_INTRO, TERMS_OF_USE_SECTIONS } from "../content/terms-of-use";
import { InfoPageLayout } from "./info-page-layout";
import { InfoSections } from "./info-sections";

export function TermsOfUsePage() {
  return (
    <InfoPageLayout
      title="Terms of Use"
      subtitle={`Effective ${TERMS_EFFECTIVE_DATE}`}
      intro={TERMS_OF_USE_INTRO}
    >
      <InfoSections sections={TERMS_OF_USE_SECTIONS} numbered />
    </InfoPageLayout>
  );
}
