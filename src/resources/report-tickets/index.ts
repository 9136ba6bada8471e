import type { ResourceDescriptor } from "../types";

/**
 * Report tickets (spec §2 /message reportTicket and reportTicketDetail, §3 "Report ticket", §4 statuses new /
 * in process / closed, §7 /api/report/ina/list, /message, /sendMessage). Owner-scoped by the ticket's author.
 * Opening a ticket (`create`, our path) and writing on one (`reply`) are separate authorities from reading.
 */
export const reportTickets = {
  name: "reportTickets",
  namespace: "reportTickets",
  group: "message",
  icon: "IssuesCloseOutlined",
  list: "reportTicket",
  show: "reportTicketDetail",
  routes: {
    reportTicket: { path: "/message/reportTicket", titleKey: "reportTickets:titles.list", menu: true },
    reportTicketDetail: { path: "/message/reportTicketDetail", titleKey: "reportTickets:titles.detail" },
  },
  endpoints: {
    list: "/api/report/ina/list",
    one: "/api/report/ina/message",
    create: "/api/report/ina/create",
    custom: { reply: "/api/report/ina/sendMessage" },
  },
  actions: ["list", "create"],
  customActions: ["reply"],
  ownerScoped: true,
  // The §7 calls name a ticket `ticketId` (list rows carry it as `id`).
  idField: "ticketId",
} as const satisfies ResourceDescriptor;
