/**
 * The registry as the bill UI tests see it: products plus the bills descriptor, so that half-written
 * resources of other parts cannot break these tests (vi.mock of src/resources).
 */
import { products } from "../../../src/resources/products";
import { bills } from "../../../src/resources/bills";

export const resources = [products, bills];
export const getResource = (name: string) => resources.find((r) => r.name === name)!;
