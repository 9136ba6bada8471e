/**
 * Every API module, registered in one place. A module owns its folder under server/modules/ and every side
 * of its API prefix (`/api/<module>/...`): the seller side in routes.ts, the platform side in
 * platform-routes.ts, the buyer side in buyer-routes.ts, registered together by its index.ts. Services are
 * `<entity>-service.ts` (signature in server/http/scope.ts); a module imports other modules' services, never
 * their routes.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps";
import { registerUserModule } from "./user";
import { registerShopModule } from "./shop";
import { registerReferenceModule } from "./reference";
import { registerFileModule } from "./file";
import { registerItemModule } from "./item";
import { registerStockModule } from "./stock";
import { registerMessageModule } from "./message";
import { registerStoreModule } from "./store";
import { registerStaffModule } from "./staff";
import { registerActivityModule } from "./activity";
import { registerRequestModule } from "./request";
import { registerEvaluationModule } from "./evaluation";
import { registerPriorityAreaModule } from "./priority-area";
import { registerLogisticsModule } from "./logistics";
import { registerOrderModule } from "./order";
import { registerRefundModule } from "./refund";
import { registerBillModule } from "./bill";
import { registerRecapModule } from "./recap";
import { registerPaymentModule } from "./payment";
import { registerInquiryOrderModule } from "./inquiry-order";
import { registerInquiryGroupModule } from "./inquiry-group";
import { registerInquiryModule } from "./inquiry";
import { registerTenderModule } from "./tender";
import { registerPartnershipModule } from "./partnership";
import { registerConsignModule } from "./consign";
import { registerConsignRefundModule } from "./consign-refund";
import { registerCustomerModule } from "./customer";
import { registerHomeModule } from "./home";
import { registerSearchModule } from "./search";

const MODULES = [
  registerUserModule,
  registerShopModule,
  registerReferenceModule,
  registerFileModule,
  registerItemModule,
  registerStockModule,
  registerMessageModule,
  registerStoreModule,
  registerStaffModule,
  registerActivityModule,
  registerRequestModule,
  registerEvaluationModule,
  registerPriorityAreaModule,
  registerLogisticsModule,
  registerOrderModule,
  registerRefundModule,
  registerBillModule,
  registerRecapModule,
  registerPaymentModule,
  registerInquiryOrderModule,
  registerInquiryGroupModule,
  registerInquiryModule,
  registerTenderModule,
  registerPartnershipModule,
  registerConsignModule,
  registerConsignRefundModule,
  registerCustomerModule,
  registerHomeModule,
  registerSearchModule,
];

export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const register of MODULES) await register(app, deps);
}
