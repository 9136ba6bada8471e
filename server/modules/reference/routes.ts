/**
 * Reference module routes (DESIGN.md §7; spec §5 "Model search", §7 "Model search uses loaders").
 * All POST, access "user" (any signed-in user); bad bodies answer the validation envelope (code 400).
 * - /api/reference/ina/regions `{ parentCode? }` -> RegionOption[] by name (provinces when absent)
 * - /api/reference/ina/checkPostalCode `{ villageCode, postalCode }` -> `{ valid, expected: string | null }`
 * - /api/reference/ina/vehicleBrands `{ vehicleType: 1|2, keyword? (max 150) }` -> VehicleBrand[] (max 50)
 * - /api/reference/ina/vehicleSeries `{ brandId, vehicleType, keyword? }` -> `{ series }[]` (max 100)
 * - /api/reference/ina/vehicleYears `{ brandId, series, vehicleType? }` -> VehicleYear[] newest first;
 *   `[{ year: 0, desc: "Semua tahun" }]` for a model the sources give no years for
 * - /api/reference/ina/categories `{}` -> CategoryNode[] (tree), titles in Accept-Language (id-ID default)
 *   plus `titles` in both languages
 * - /api/reference/ina/banks `{}` -> BankOption[] `{ bic, bankCode, name, shortName }`
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { ok } from "../../http/envelope";
import { translate } from "../../http/i18n";
import { parseBody } from "../../http/validate";
import { userRoute } from "../../http/scope";
import {
  checkPostalCodeRequestSchema,
  regionsRequestSchema,
  vehicleBrandsRequestSchema,
  vehicleSeriesRequestSchema,
  vehicleYearsRequestSchema,
} from "@src/domain/reference";
import {
  categoryTree,
  checkPostalCode,
  listBanks,
  listBrands,
  listRegions,
  listSeries,
  listYears,
} from "./reference-service";

const emptySchema = z.object({});

export async function registerReferenceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const route = userRoute();

  app.post("/api/reference/ina/regions", route, async (request) => {
    const body = parseBody(request, regionsRequestSchema);
    return ok(await listRegions(deps.db, body.parentCode));
  });

  app.post("/api/reference/ina/checkPostalCode", route, async (request) => {
    const body = parseBody(request, checkPostalCodeRequestSchema);
    return ok(await checkPostalCode(deps.db, body.villageCode, body.postalCode));
  });

  app.post("/api/reference/ina/vehicleBrands", route, async (request) => {
    const body = parseBody(request, vehicleBrandsRequestSchema);
    return ok(await listBrands(deps.db, body.vehicleType, body.keyword));
  });

  app.post("/api/reference/ina/vehicleSeries", route, async (request) => {
    const body = parseBody(request, vehicleSeriesRequestSchema);
    return ok(await listSeries(deps.db, body.brandId, body.vehicleType, body.keyword));
  });

  app.post("/api/reference/ina/vehicleYears", route, async (request) => {
    const body = parseBody(request, vehicleYearsRequestSchema);
    const allYears = translate(request.lang, "reference:modelSearch.allYears");
    return ok(await listYears(deps.db, body.brandId, body.series, body.vehicleType, allYears));
  });

  app.post("/api/reference/ina/categories", route, async (request) => {
    parseBody(request, emptySchema);
    return ok(await categoryTree(deps.db, request.lang));
  });

  app.post("/api/reference/ina/banks", route, async (request) => {
    parseBody(request, emptySchema);
    return ok(await listBanks(deps.db));
  });
}
