/**
 * The registry as the priority-area and evaluation UI tests see it: products plus these two descriptors,
 * so that half-written resources of other parts cannot break these tests (vi.mock of src/resources).
 */
import { products } from "../../../src/resources/products";
import { evaluations } from "../../../src/resources/evaluations";
import { priorityAreas } from "../../../src/resources/priority-areas";

export const resources = [products, evaluations, priorityAreas];
export const getResource = (name: string) => resources.find((r) => r.name === name)!;
