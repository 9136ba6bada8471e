/** Every table, re-exported for Drizzle (drizzle.config.ts and the client). One file per module. */
export * from "./auth";
export * from "./shop";
export * from "./access";
export * from "./activity";
export * from "./reference";
export * from "./item";
export * from "./message";
export * from "./store";
export * from "./partnership";
export * from "./import";
export * from "./review";
export * from "./priority";
export * from "./stock";
export * from "./logistics";
export * from "./order";
export * from "./refund";
export * from "./settlement";
