// The asset catalogue with rates (GET /api/coins/getAssets), shared by the wallet, swap and exchange screens.
export {
  CATALOGUE_ERROR,
  getCatalogue,
  type TCatalogueState,
  useCatalogueState,
} from "./get-catalogue";
