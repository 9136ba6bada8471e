/** Authorization cases of the staff module's endpoints (see tests/api/authorization-case.ts). */
import { page, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/staff/ina/user/page": { kind: "list", body: page },
  "/api/staff/ina/user/create": { kind: "own", body: () => ({}), write: true },
  "/api/staff/ina/user/update": {
    kind: "record",
    body: (i) => ({ userId: i.staffUserId, nickName: "Ubah", email: "ubah@contoh.co.id", positionId: i.positionId }),
    write: true,
  },
  "/api/staff/ina/user/setStatus": { kind: "record", body: (i) => ({ userId: i.staffUserId, status: 0 }), write: true },
  "/api/staff/ina/user/resetPassword": {
    kind: "record",
    body: (i) => ({ userId: i.staffUserId, password: "Baru#2026x", confirmPassword: "Baru#2026x" }),
    write: true,
  },
  "/api/staff/ina/position/list": { kind: "list", body: () => ({}) },
  "/api/staff/ina/position/detail": { kind: "record", body: (i) => ({ id: i.positionId }) },
  "/api/staff/ina/position/create": { kind: "own", body: () => ({}), write: true },
  "/api/staff/ina/position/update": {
    kind: "record",
    body: (i) => ({ id: i.positionId, name: "Ubah Jabatan", authorities: ["products.list"], dataListOptions: [1] }),
    write: true,
  },
  "/api/staff/ina/position/delete": { kind: "record", body: (i) => ({ id: i.positionId }), write: true },
  "/api/staff/ina/authorities": { kind: "own", body: () => ({}) },
};
