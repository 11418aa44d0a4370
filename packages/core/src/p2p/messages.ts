/**
 * The exact texts of spec doc 2 for ads and the P2P market (§5 'Create ad', §4 'Ad status', §8). The API answers
 * with them and the web form shows the same ones, so a rule's message never differs between the two.
 */
export const P2P_MESSAGES = {
  fieldRequired: "This field is required",
  notEnoughBalance: "You do not have enough balance.",
  maxBelowMin: "Maximum amount can't be smaller than minimum amount",
  minAboveMax: "Minimum amount can't be greater than maximum amount",
  totalBelowMax: "Total amount can't be smaller than maximum amount",
  bankNameRequired: "Bank name is required",
  bankAccountNumberRequired: "Bank account number is required",
  bankAccountTitleRequired: "Bank account title is required",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  battery:
    "You need to have USD5 value of LEVELG token as the battery. Your LEVELG will not be deducted for any reason.",
  kycRequired: "Kindly submit your KYC application.",
  notLoggedIn: "You are not logged in.",
  trustRequired: "You need to trust this asset.",
  countryNotSupported: "Your country is not supported for this method.",
  thirdPartyAccount: "No third party account is allowed",
  notEnoughInAd: "Not enough balance in your ad.",
  success: "Success",
  genericError: "Error",
  requestFailed: "Request failed please try again",
  noAds: "No Ads",
  noDataFound: "No Data Found",
  noSelectionData: "No P2P data available for your selection yet. Please try again shortly.",
  marketUnavailable: "We couldn't load P2P market data right now. Please try again.",
  ratesFailed: "Failed to load rates. Please try again.",
  feeFailed: "Failed to load fee info.",
  // Not worded by the spec: the product's own texts for cases it leaves open.
  invalidAmount: "Amounts are decimals with at most 7 places",
  amountNotPositive: "Amount must be greater than 0",
  assetNotTraded: "This asset is not traded on P2P.",
  rateUnavailable:
    "The rate of this asset is unavailable right now: its price is not reliable enough to trade on. Please try again later.",
  adNotFound: "Ad not found.",
  notAdOwner: "Only the owner of an ad can change it.",
  adStatusUnchanged: "The ad changed meanwhile, please reload it.",
  countryUnknown: "Unknown country.",
  referencePriceUnavailable: "Failed to load rates. Please try again.",
} as const;

/** 'Price must be between {low} and {high}' (spec §5). */
export function priceBandMessage(low: string, high: string): string {
  return `Price must be between ${low} and ${high}`;
}

/** 'Min amount should be at least 10 USD worth of {asset} to create add.' (spec §5, its wording kept). */
export function sellerMinimumMessage(assetCode: string): string {
  return `Min amount should be at least 10 USD worth of ${assetCode} to create add.`;
}

/** 'No {buy or sell} ads for {coin} right now. Please check back soon or adjust filters.' (spec §8). */
export function noAdsForMessage(side: "buy" | "sell", assetCode: string): string {
  return `No ${side} ads for ${assetCode} right now. Please check back soon or adjust filters.`;
}
