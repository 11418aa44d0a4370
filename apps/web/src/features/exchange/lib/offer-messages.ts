/** Shown after a cancel (spec doc 2 §2 'Exchange history tables'). */
export const OFFER_DELETED_MESSAGE = "Offer deleted.";
export const OFFER_DELETE_ERROR_MESSAGE = "Error deleting offer.";
