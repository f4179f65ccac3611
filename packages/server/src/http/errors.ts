import type { FieldError, MessageCode } from '@kabuto/api-client';

export type { FieldError, MessageCode };
export type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503;

/** A refusal the caller should see: an HTTP status and a stable message code. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: HttpErrorStatus,
    readonly code: MessageCode,
    readonly fields: FieldError[] | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

/** A refusal whose envelope carries `data` beyond field errors (login's pending login: `PasskeySignInRequired`). */
export class ApiErrorWithData extends ApiError {
  constructor(
    httpStatus: HttpErrorStatus,
    code: MessageCode,
    readonly data: unknown,
  ) {
    super(httpStatus, code);
  }
}

export const invalidParameter = (fields: FieldError[] | null = null) => new ApiError(400, 'invalid_parameter', fields);
