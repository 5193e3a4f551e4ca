import type { ApiErrorBody } from "../../shared/api-error";
import { reportReachable, reportUnreachable } from "./connection";

export const NETWORK_ERROR_MESSAGE = "Can't reach the server. Check your connection and try again.";

/**
 * Any failed API call: the server's code, message and field errors, or a network failure (status 0).
 * `body` is the whole answer, for errors that carry more (a 409 carries the current task).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface RequestOptions {
  headers?: Record<string, string>;
  /** Send `body` (a string) as it is, as text, instead of as JSON. */
  text?: boolean;
  /** Finish the request even if the page goes away meanwhile (a request sent as the tab closes). */
  keepalive?: boolean;
}

async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      ...(options.keepalive ? { keepalive: true } : {}),
      headers: {
        ...(body === undefined
          ? {}
          : { "content-type": options.text ? "text/plain; charset=utf-8" : "application/json" }),
        ...options.headers,
      },
      body: body === undefined ? undefined : options.text ? String(body) : JSON.stringify(body),
    });
  } catch {
    reportUnreachable();
    throw new ApiError(0, "network_error", NETWORK_ERROR_MESSAGE);
  }
  reportReachable();
  const text = await response.text();
  const data: unknown = text ? parseJson(text) : undefined;
  if (!response.ok) {
    const error = (data as Partial<ApiErrorBody> | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "http_error",
      error?.message ?? `The server answered ${response.status}. Please try again.`,
      error?.fields,
      data,
    );
  }
  return data as T;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body: unknown = {}) => request<T>("POST", path, body),
  postText: <T>(path: string, text: string) => request<T>("POST", path, text, { text: true }),
  put: <T>(path: string, body: unknown) => request<T>("PUT", path, body),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>("PATCH", path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("DELETE", path, body, options),
};
