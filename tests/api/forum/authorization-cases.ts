/** Authorization cases of the forum module's endpoints (see tests/api/authorization-case.ts). */
import { page, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/forum/ina/post/page/user": { kind: "list", body: page },
  "/api/forum/ina/post/watch": { kind: "record", body: (i) => ({ postId: i.postId }), write: true, ownerScoped: true },
  "/api/forum/ina/post/get": { kind: "record", body: (i) => ({ postId: i.postId }), ownerScoped: true },
  "/api/forum/ina/reply/add": {
    kind: "record",
    body: (i) => ({ postId: i.postId, content: "Jawaban uji otorisasi" }),
    write: true,
    ownerScoped: true,
  },
  "/api/forum/ina/reply/page/postId": {
    kind: "record",
    body: (i) => ({ postId: i.postId, pageNo: 1, pageSize: 10 }),
    ownerScoped: true,
  },
  "/api/buyer/forum/post/add": {
    kind: "own",
    body: (i) => ({ itemId: i.itemId, content: "Pertanyaan uji otorisasi" }),
    write: true,
  },
  "/api/buyer/forum/reply/add": {
    kind: "own",
    body: (i) => ({ postId: i.postId, content: "Balasan uji otorisasi" }),
    write: true,
  },
  // A buyer's read: the allowed-read check signs in as the seller's main admin, so it is skipped like a write
  // (tests/api/forum/forum.test.ts reads it as a buyer).
  "/api/buyer/forum/reply/page/postId": {
    kind: "own",
    body: (i) => ({ postId: i.postId, pageNo: 1, pageSize: 10 }),
    write: true,
  },
};
