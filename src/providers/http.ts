/**
 * The portal's HTTP client (spec §6-§8, DESIGN.md §4). Every call POSTs JSON with the Authorization
 * (local key `ut`), Accept-Language (local key `lang`) and placeholder OS / ip / mac headers, and
 * unwraps the envelope.
 *
 * - `success === true`: resolves `data`.
 * - `success === false`: rejects with ApiFailure (code + message in the user's language + data).
 *   Codes 987654321 / 987654322 also fire `onLoginTimeout` listeners first (the shell logs out).
 * - A failed HTTP response without an envelope rejects with ApiFailure code = HTTP status.
 */
import {
  DEFAULT_LANGUAGE,
  Header,
  PLACEHOLDER_HEADERS,
  ResultCode,
  StorageKey,
  isLoginTimeout,
  type Envelope,
} from "../domain/wire";

export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "ApiFailure";
  }
}

type Listener = (failure: ApiFailure) => void;
const loginTimeoutListeners = new Set<Listener>();

/** Registers a listener for login-timeout failures; answers the unsubscribe function. */
export function onLoginTimeout(listener: Listener): () => void {
  loginTimeoutListeners.add(listener);
  return () => loginTimeoutListeners.delete(listener);
}

export const tokenStore = {
  get: (): string | null => localStorage.getItem(StorageKey.token),
  set: (token: string) => localStorage.setItem(StorageKey.token, token),
  clear: () => localStorage.removeItem(StorageKey.token),
};

/** The stored language (local key `lang`), or the default. */
export function currentLanguage(): string {
  return localStorage.getItem(StorageKey.language) ?? DEFAULT_LANGUAGE;
}

/**
 * Headers every call carries, with a fresh request id each time (the API logs it and echoes it; a system
 * error shows it so a seller can quote it to support). Call once per request.
 */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    [Header.language]: currentLanguage(),
    [Header.requestId]: crypto.randomUUID(),
    ...PLACEHOLDER_HEADERS,
  };
  const token = tokenStore.get();
  if (token) headers[Header.authorization] = token;
  return headers;
}

/**
 * POSTs `body` (default `{}`) to `path` and resolves the envelope's data.
 * @throws ApiFailure as described above; a network error rejects with ApiFailure code 0.
 */
export async function post<T>(path: string, body: unknown = {}, init: { signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: requestHeaders(),
      body: JSON.stringify(body ?? {}),
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiFailure(0, (err as Error).message);
  }
  return unwrap<T>(response);
}

/** Reads an envelope from a fetch Response (also used by uploads). */
export async function unwrap<T>(response: Response): Promise<T> {
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  // A system error names the request id, so a seller can quote it to support.
  const requestId = response.headers.get(Header.requestId);
  const withId = (message: string) => (requestId ? `${message} (ID: ${requestId})` : message);
  if (!envelope || typeof envelope !== "object" || !("success" in envelope)) {
    const message = response.statusText || String(response.status);
    throw new ApiFailure(response.status, response.status >= 500 ? withId(message) : message);
  }
  if (envelope.success === true) return envelope.data;
  const message = envelope.code === ResultCode.systemError ? withId(envelope.message) : envelope.message;
  const failure = new ApiFailure(envelope.code, message, envelope.data);
  if (isLoginTimeout(envelope.code)) loginTimeoutListeners.forEach((l) => l(failure));
  throw failure;
}
