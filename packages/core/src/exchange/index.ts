export * from "./order-book";
export * from "./order-form";
export * from "./seller-fee";
export * from "./trade-rows";
