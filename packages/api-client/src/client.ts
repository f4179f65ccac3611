import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema.ts';
import type { FieldError } from './types.ts';

/** The stored session: the seed keeps these under the local-storage keys `tokend` and `account`. */
export interface Session {
  token: string;
  account: string;
}

export interface ApiClientOptions {
  /** Where the API lives; the app uses the same origin: `/api/vue`. */
  baseUrl?: string;
  /** Injected so tests and other runtimes can supply their own. */
  fetch?: typeof globalThis.fetch;
  /** Read on every request, so a login or logout takes effect at once. */
  getSession?: () => Session | null;
  /** Called once per HTTP 401 answer, with the message code the server gave. */
  onUnauthorized?: (error: ApiError) => void;
}

type PostOperation<P extends keyof paths> = paths[P] extends { post: infer O } ? O : never;

/** Every path of the contract that is called with POST. */
export type PostPath = {
  [P in keyof paths]: PostOperation<P> extends never ? never : P;
}[keyof paths];

type FormBody<O> = O extends { requestBody?: { content: { 'application/x-www-form-urlencoded': infer F } } }
  ? F
  : never;

/** The form fields a POST takes. */
export type RequestForm<P extends PostPath> = FormBody<PostOperation<P>>;

/** The `data` of a successful answer. */
export type ResponseData<P extends PostPath> =
  PostOperation<P> extends {
    responses: { 200: { content: { 'application/json': { data: infer D } } } };
  }
    ? D
    : never;

/**
 * A refused call. `code` is the server's stable message code (translate it as `error.<code>`); an answer that
 * carried no envelope gets `system_busy` or, for a network failure, `network_error`.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly httpStatus: number;
  readonly fieldErrors: readonly FieldError[];

  constructor(code: string, httpStatus: number, fieldErrors: readonly FieldError[] = []) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Form-encodes a flat object; undefined fields are left out. */
function toForm(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      form.append(name, String(value));
    }
  }
  return form;
}

interface Envelope {
  status: number;
  msg?: string;
  data?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).status === 'number';
}

function toApiError(body: unknown, httpStatus: number): ApiError {
  if (isEnvelope(body) && typeof body.msg === 'string' && body.msg !== '') {
    const fields = Array.isArray(body.data) ? (body.data as FieldError[]) : [];
    return new ApiError(body.msg, httpStatus, fields);
  }
  return new ApiError('system_busy', httpStatus);
}

export interface PostOptions {
  /**
   * The Idempotency-Key of a money-moving call: one key per user intent, reused on retry, so a repeated request
   * answers the stored result and moves nothing twice.
   */
  idempotencyKey?: string;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const { baseUrl = '/api/vue', getSession, onUnauthorized } = options;

  const client = createClient<paths>({
    baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // openapi-fetch 0.17 needs both the serializer and the explicit header to send a form (TOOLCHAIN.md).
    bodySerializer: toForm,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

  const sessionHeaders: Middleware = {
    onRequest({ request }) {
      const session = getSession?.();
      if (session) {
        request.headers.set('token', session.token);
        request.headers.set('account', session.account);
      }
      return request;
    },
  };
  client.use(sessionHeaders);

  /**
   * Calls a POST operation and answers its `data`; a refusal (any status other than 1, or an HTTP error) throws an
   * ApiError with the server's message code.
   */
  async function post<P extends PostPath>(
    path: P,
    form?: RequestForm<P>,
    options: PostOptions = {},
  ): Promise<ResponseData<P>> {
    let result: { data?: unknown; error?: unknown; response: Response };
    try {
      // The generic path defeats openapi-fetch's per-path overloads; the types above carry the contract instead.
      const callPost = client.POST as unknown as (
        path: string,
        init: { body?: unknown; headers?: Record<string, string> },
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      const headers: Record<string, string> = options.idempotencyKey
        ? { 'Idempotency-Key': options.idempotencyKey }
        : {};
      result = await callPost(path, { body: form ?? {}, headers });
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      throw new ApiError('network_error', 0);
    }
    const { response } = result;
    const body = response.ok ? result.data : result.error;
    if (response.ok && isEnvelope(body) && body.status === 1) {
      return body.data as ResponseData<P>;
    }
    const error = toApiError(body, response.status);
    if (response.status === 401) onUnauthorized?.(error);
    throw error;
  }

  return { post, raw: client };
}

export type ApiClient = ReturnType<typeof createApiClient>;
