/// <reference lib="webworker" />
/**
 * The import Web Worker: parses and matches spreadsheets and writes template / export / error files
 * off the main thread (the page stays responsive; xlsx never runs on the page itself, STACK.md).
 */
import { createWorkerCore } from "./worker-core";
import type { WorkerRequest, WorkerResponse } from "./worker-protocol";

declare const self: DedicatedWorkerGlobalScope;

const core = createWorkerCore((msg: WorkerResponse) => {
  if (msg.type === "written") self.postMessage(msg, [msg.bytes.buffer]);
  else self.postMessage(msg);
});

self.onmessage = (event: MessageEvent<WorkerRequest>) => core.handle(event.data);
