// The operator's per-asset fees, shared by send, swap and the exchange order form.
export { getAssetFees, NO_ASSET_FEES, type TAssetFees, useAssetFees } from "./asset-fees";
export {
  describeOperatorFee,
  loadFeeSchedule,
  OPERATOR_FEE_KINDS,
  type TAssetFeeRow,
  useFeeSchedule,
} from "./fee-schedule";
