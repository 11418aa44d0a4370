export { KycApplicationPage } from "./kyc-application-page";
export { KycQueuePage } from "./kyc-queue-page";
