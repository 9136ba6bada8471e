/**
 * The registry as the activity UI tests see it: products plus this part's three descriptors, so that
 * half-written resources of other parts cannot break these tests (vi.mock of src/resources).
 */
import { products } from "../../../src/resources/products";
import { activities } from "../../../src/resources/activities";
import { performance } from "../../../src/resources/performance";
import { rewardSettings } from "../../../src/resources/reward-settings";

export const resources = [products, performance, activities, rewardSettings];
export const getResource = (name: string) => resources.find((r) => r.name === name)!;
