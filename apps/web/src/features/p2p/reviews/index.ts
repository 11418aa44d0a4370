// Reviews after a trade and an account's feedback (docs/trade-talk.md).
export { FeedbackList } from "./feedback-list";
export { fetchTradeReview, saveReview } from "./review-api";
export { ReviewForm } from "./review-form";
export { ReviewSummary } from "./review-summary";
export { useTraderRating } from "./use-trader-rating";
