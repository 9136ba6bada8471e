/**
 * The real-time channel's server side (protocol in src/domain/realtime.ts): the WebSocket route, the sockets
 * this process holds by user and shop, and the delivery of every bus event (server/realtime/bus.ts) to the
 * sockets it is addressed to. Sockets authenticate with their first frame (a browser WebSocket cannot send an
 * Authorization header), through the same session check as every call (server/http/auth.ts), and are checked
 * again every minute so a signed-out or deactivated user stops receiving at once after that.
 */
import type { FastifyInstance } from "fastify";
import fastifyWebsocket from "@fastify/websocket";
import type { WebSocket } from "ws";
import {
  AUTH_TIMEOUT_MS,
  CLOSE_UNAUTHORIZED,
  REALTIME_PATH,
  type ClientFrame,
  type RealtimeEvent,
  type ServerFrame,
} from "@src/domain/realtime";
import type { AppDeps } from "../deps";
import { eventFeedOf } from "../db/client";
import { resolveSession } from "../http/auth";
import { publicRoute } from "../http/scope";

const RECHECK_MS = 60_000;
/** A frame larger than this from a portal is refused (the protocol's frames are a few hundred bytes). */
const MAX_FRAME_BYTES = 4096;

interface Client {
  socket: WebSocket;
  token: string;
  userId: number;
  shopId: number | null;
}

/** Live numbers of this process's channel, for tests and the benchmark. */
export interface RealtimeHub {
  /** Authenticated sockets. */
  size(): number;
  /** Delivers an event to this process's matching sockets (the bus does this for every published event). */
  deliver(event: RealtimeEvent): number;
}

declare module "fastify" {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/** Registers @fastify/websocket, the route REALTIME_PATH and the delivery of bus events; closes with the app. */
export async function registerRealtime(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const byUser = new Map<number, Set<Client>>();
  const byShop = new Map<number, Set<Client>>();
  const clients = new Set<Client>();

  const add = (c: Client) => {
    clients.add(c);
    (byUser.get(c.userId) ?? byUser.set(c.userId, new Set()).get(c.userId)!).add(c);
    if (c.shopId !== null) (byShop.get(c.shopId) ?? byShop.set(c.shopId, new Set()).get(c.shopId)!).add(c);
  };
  const remove = (c: Client) => {
    clients.delete(c);
    byUser.get(c.userId)?.delete(c);
    if (byUser.get(c.userId)?.size === 0) byUser.delete(c.userId);
    if (c.shopId !== null) {
      byShop.get(c.shopId)?.delete(c);
      if (byShop.get(c.shopId)?.size === 0) byShop.delete(c.shopId);
    }
  };
  const send = (socket: WebSocket, frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  const deliver = (event: RealtimeEvent): number => {
    const targets = new Set<Client>();
    if (event.all) for (const c of clients) targets.add(c);
    for (const id of event.userIds ?? []) for (const c of byUser.get(id) ?? []) targets.add(c);
    for (const id of event.shopIds ?? []) for (const c of byShop.get(id) ?? []) targets.add(c);
    if (targets.size === 0) return 0;
    const frame = JSON.stringify({ type: "event", topic: event.topic, data: event.data ?? {} } satisfies ServerFrame);
    for (const c of targets) if (c.socket.readyState === c.socket.OPEN) c.socket.send(frame);
    return targets.size;
  };
  app.decorate("realtime", { size: () => clients.size, deliver } satisfies RealtimeHub);

  const feed = eventFeedOf(deps.db);
  const unsubscribe = feed?.subscribe((event) => void deliver(event));

  // Sessions end (logout, replaced, deactivated): such sockets are closed within a minute.
  const recheck = setInterval(() => {
    for (const c of clients) {
      resolveSession(deps.db, c.token, deps.clock(), deps.config.SESSION_IDLE_MINUTES).catch(() => {
        c.socket.close(CLOSE_UNAUTHORIZED, "unauthorized");
      });
    }
  }, RECHECK_MS);
  recheck.unref();

  app.addHook("onClose", async () => {
    clearInterval(recheck);
    unsubscribe?.();
    for (const c of clients) c.socket.close(1001, "server closing");
  });

  // @fastify/websocket adds an onRequest and an onResponse hook to the context it is registered in: in a
  // context of its own they run for this route only, not for every API call (bench/README.md "Order page").
  await app.register(async (scope) => {
    await scope.register(fastifyWebsocket, {
      options: { maxPayload: MAX_FRAME_BYTES },
      // On shutdown clients hear 1001 "going away" (the plugin's default sends no code), so they reconnect
      // to another process instead of treating it as an error.
      preClose(done) {
        for (const client of this.websocketServer.clients) client.close(1001, "server closing");
        this.websocketServer.close();
        done();
      },
    });
    registerSocketRoute(scope);
  });

  function registerSocketRoute(scope: FastifyInstance): void {
    scope.get(REALTIME_PATH, { ...publicRoute(), websocket: true }, (socket) => {
      let client: Client | null = null;
      const timeout = setTimeout(() => socket.close(CLOSE_UNAUTHORIZED, "unauthorized"), AUTH_TIMEOUT_MS);
      socket.on("close", () => {
        clearTimeout(timeout);
        if (client) remove(client);
      });
      socket.on("message", (raw: Buffer) => {
        let frame: ClientFrame;
        try {
          frame = JSON.parse(raw.toString("utf8")) as ClientFrame;
        } catch {
          return void socket.close(1003, "bad frame");
        }
        if (frame?.type === "ping") return void send(socket, { type: "pong" });
        if (frame?.type !== "auth" || client || typeof frame.token !== "string") return;
        const token = frame.token;
        resolveSession(deps.db, token, deps.clock(), deps.config.SESSION_IDLE_MINUTES).then(
          (auth) => {
            clearTimeout(timeout);
            if (socket.readyState !== socket.OPEN) return;
            client = { socket, token, userId: auth.userId, shopId: auth.shopId };
            add(client);
            send(socket, { type: "ready" });
          },
          () => socket.close(CLOSE_UNAUTHORIZED, "unauthorized"),
        );
      });
    });
  }
}
