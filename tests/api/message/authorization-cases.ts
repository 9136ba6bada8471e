/** Authorization cases of the message module's endpoints (see tests/api/authorization-case.ts). */
import { page, platformCase, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/message/ina/countNewMsg": { kind: "own", body: () => ({}) },
  "/api/message/tkod/sysmsg/history/list": { kind: "own", body: page },
  "/api/message/tkod/sysmsg/isread": { kind: "own", body: () => ({ id: 1 }), write: true },
  "/api/message/tkod/sysmsg/delete": { kind: "own", body: () => ({ id: 1 }), write: true },
  "/api/message/tkod/sysmsg/fetchNewMsgStatus": { kind: "own", body: () => ({}) },
  "/api/message/ina/sysmsg/fetchNewMsgStatus": { kind: "own", body: () => ({}) },
  "/api/message/ina/statistics": { kind: "own", body: () => ({}) },
  // A notice is the caller's own row (custom) or read per user (broadcast): another user's id answers not
  // found, checked in notices.test.ts.
  "/api/message/custom/hasRead": { kind: "own", body: () => ({ messageId: 1 }), write: true },
  "/api/message/custom/notify": { kind: "own", body: () => ({}) },
  "/api/notification/custom/fetchAll": { kind: "own", body: () => ({}) },
  "/api/notification/custom/markAsRead": { kind: "own", body: () => ({ notificationId: 1 }), write: true },
  "/api/buyer/message/custom/send": {
    kind: "own",
    body: (i) => ({ shopId: i.activeShopId, notes: "Halo" }),
    write: true,
  },
  "/api/platform/notification/create": platformCase,
  "/api/message/setting/ina/list": { kind: "own", body: () => ({}) },
  "/api/message/setting/ina/update": {
    kind: "own",
    body: () => ({ items: [{ type: "bill", channel: "email", enabled: false }] }),
    write: true,
  },
};
