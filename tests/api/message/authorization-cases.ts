/** Authorization cases of the message module's endpoints (see tests/api/authorization-case.ts). */
import { page, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/message/ina/countNewMsg": { kind: "own", body: () => ({}) },
  "/api/message/tkod/sysmsg/history/list": { kind: "own", body: page },
  "/api/message/tkod/sysmsg/isread": { kind: "own", body: () => ({ id: 1 }), write: true },
  "/api/message/tkod/sysmsg/delete": { kind: "own", body: () => ({ id: 1 }), write: true },
  "/api/message/tkod/sysmsg/fetchNewMsgStatus": { kind: "own", body: () => ({}) },
  "/api/message/setting/ina/list": { kind: "own", body: () => ({}) },
  "/api/message/setting/ina/update": {
    kind: "own",
    body: () => ({ items: [{ type: "bill", channel: "email", enabled: false }] }),
    write: true,
  },
};
