export * from "./seller-fee";
