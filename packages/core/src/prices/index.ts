// The price rule shared by the API (which price to use) and the web app (how to show it).
export * from "./price-rule";
