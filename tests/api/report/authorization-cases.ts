/** Authorization cases of the report module's endpoints (see tests/api/authorization-case.ts). */
import { page, platformCase, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/report/ina/list": { kind: "list", body: page },
  "/api/report/ina/message": { kind: "record", body: (i) => ({ ticketId: i.reportTicketId }), ownerScoped: true },
  "/api/report/ina/sendMessage": {
    kind: "record",
    body: (i) => ({ ticketId: i.reportTicketId, content: "Pesan uji otorisasi" }),
    write: true,
    ownerScoped: true,
  },
  "/api/report/ina/create": {
    kind: "own",
    body: () => ({ subject: "Uji otorisasi", detail: "Detail uji otorisasi" }),
    write: true,
  },
  "/api/platform/report/page": platformCase,
  "/api/platform/report/get": platformCase,
  "/api/platform/report/reply": platformCase,
  "/api/platform/report/close": platformCase,
};
