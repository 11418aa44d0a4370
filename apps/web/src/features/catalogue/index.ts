// The asset catalogue with rates (GET /api/coins/getAssets), shared by the wallet, swap and exchange screens.
export { getCatalogue, useCatalogue } from "./get-catalogue";
