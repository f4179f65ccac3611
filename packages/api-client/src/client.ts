import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema.ts';
import type { FieldError, PendingLogin } from './types.ts';

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

// An operation without a body has `requestBody?: never`; the naked type parameter of MultipartOf makes that never.
type MultipartOf<R> = R extends { content: { 'multipart/form-data': infer F } } ? F : never;
type MultipartBody<O> = O extends { requestBody?: infer R } ? MultipartOf<NonNullable<R>> : never;

/** Every path of the contract whose POST takes a `multipart/form-data` body (the uploads). */
export type MultipartPath = {
  [P in PostPath]: MultipartBody<PostOperation<P>> extends never ? never : P;
}[PostPath];

/**
 * The fields of an upload. The generated types give a file field (`format: binary`) as `string`, so every string
 * field also takes a `Blob` (a `File` from a picker, or bytes built in code); the server checks which is which.
 */
export type MultipartForm<P extends MultipartPath> = {
  [K in keyof MultipartBody<PostOperation<P>>]: MultipartBody<PostOperation<P>>[K] extends string | undefined
    ? MultipartBody<PostOperation<P>>[K] | Blob
    : MultipartBody<PostOperation<P>>[K];
};

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
  /**
   * For `passkey_sign_in_required` (login of an account with a passkey): the pending login to finish with the
   * passkey (`/security/signIn/secondFactor`) or a recovery code (`/security/signIn/recovery`).
   */
  readonly pendingLogin: PendingLogin | undefined;

  constructor(
    code: string,
    httpStatus: number,
    fieldErrors: readonly FieldError[] = [],
    pendingLogin: PendingLogin | undefined = undefined,
  ) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.fieldErrors = fieldErrors;
    this.pendingLogin = pendingLogin;
  }
}

function isPendingLogin(value: unknown): value is PendingLogin {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.pendingToken === 'string' &&
    typeof candidate.account === 'string' &&
    typeof candidate.expiresAt === 'string'
  );
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

/** Builds a multipart body; undefined fields are left out, a Blob goes as a file part (a File keeps its name). */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
      else form.append(name, String(value));
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
    const pending = body.msg === 'passkey_sign_in_required' && isPendingLogin(body.data) ? body.data : undefined;
    return new ApiError(body.msg, httpStatus, fields, pending);
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

  type Call = (
    path: string,
    init: {
      body?: unknown;
      headers?: Record<string, string | null>;
      bodySerializer?: (body: unknown) => URLSearchParams | FormData;
    },
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  // The generic path defeats openapi-fetch's per-path overloads; the types above carry the contract instead.
  const callPost = client.POST as unknown as Call;

  /** Sends one POST and unwraps the envelope: `data` on status 1, otherwise an ApiError (401 told once). */
  async function send(path: string, init: Parameters<Call>[1]): Promise<unknown> {
    let result: Awaited<ReturnType<Call>>;
    try {
      result = await callPost(path, init);
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      throw new ApiError('network_error', 0);
    }
    const { response } = result;
    const body = response.ok ? result.data : result.error;
    if (response.ok && isEnvelope(body) && body.status === 1) {
      return body.data;
    }
    const error = toApiError(body, response.status);
    if (response.status === 401) onUnauthorized?.(error);
    throw error;
  }

  const idempotencyHeader = (options: PostOptions): Record<string, string> =>
    options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {};

  /**
   * Calls a POST operation and answers its `data`; a refusal (any status other than 1, or an HTTP error) throws an
   * ApiError with the server's message code.
   */
  async function post<P extends PostPath>(
    path: P,
    form?: RequestForm<P>,
    options: PostOptions = {},
  ): Promise<ResponseData<P>> {
    return (await send(path, { body: form ?? {}, headers: idempotencyHeader(options) })) as ResponseData<P>;
  }

  /**
   * Calls an upload (a POST with a `multipart/form-data` body: text fields and image files) with the same session
   * headers, Idempotency-Key, envelope and 401 rule as `post`. The browser writes the multipart Content-Type with its
   * boundary, so the client's form-encoded default is dropped for this call.
   */
  async function postMultipart<P extends MultipartPath>(
    path: P,
    form: MultipartForm<P>,
    options: PostOptions = {},
  ): Promise<ResponseData<P>> {
    return (await send(path, {
      body: form,
      bodySerializer: toFormData,
      headers: { 'Content-Type': null, ...idempotencyHeader(options) },
    })) as ResponseData<P>;
  }

  /**
   * An uploaded image's link as the server handed it (`frontImageUrl`, `slipImageUrl`…), for an `<img src>`: the
   * link carries its own short-lived signature, so it needs no headers. Only a link to this API's `/upload/` is
   * answered; anything else (another origin, another path, a script URL) is undefined, so a screen never loads an
   * image from somewhere the contract did not say.
   */
  function uploadImageUrl(link: string | null | undefined): string | undefined {
    if (!link) return undefined;
    // A relative baseUrl (the app's same-origin `/api/vue`) resolves against a placeholder origin.
    const absolute = /^[a-z][a-z\d+.-]*:/i.test(baseUrl);
    const base = new URL(baseUrl.replace(/\/+$/, ''), 'http://same-origin.invalid/');
    let url: URL;
    try {
      url = new URL(link, base);
    } catch {
      return undefined;
    }
    if (url.origin !== base.origin || !url.pathname.startsWith(`${base.pathname}/upload/`)) return undefined;
    return absolute ? url.href : `${url.pathname}${url.search}`;
  }

  return { post, postMultipart, uploadImageUrl, raw: client };
}

export type ApiClient = ReturnType<typeof createApiClient>;
