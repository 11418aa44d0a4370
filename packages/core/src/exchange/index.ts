export * from "./first-reads";
export * from "./order-book";
export * from "./order-fill";
export * from "./order-form";
export * from "./seller-fee";
export * from "./trade-rows";
