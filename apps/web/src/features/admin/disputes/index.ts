export { DisputeCasePage } from "./dispute-case-page";
export { DisputeQueuePage } from "./dispute-queue-page";
