export * from "./admin";
export * from "./sep24";
