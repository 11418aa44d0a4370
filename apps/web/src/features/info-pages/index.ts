export { ComingSoonPage } from "./components/coming-soon-page";
export { DisclaimerPage } from "./components/disclaimer-page";
export { FaqPage } from "./components/faq-page";
export { FeesPage } from "./components/fees-page";
export { PrivacyPolicyPage } from "./components/privacy-policy-page";
export { SupportPage } from "./components/support-page";
export { TermsOfUsePage } from "./components/terms-of-use-page";
