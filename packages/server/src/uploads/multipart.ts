import type { Context, Handler } from 'hono';
import { authenticate } from '../auth/sessions.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { FieldError, MessageCode } from '../http/errors.ts';
import { CONTRACT_ID, contract, createContractAjv, operationById, pointerSegment } from '../http/contract.ts';
import type { ValidateFunction } from '../http/contract.ts';
import { clientAddress } from '../http/operation.ts';
import type { Deps, SecuredContext } from '../http/operation.ts';
import { fieldErrors } from '../http/validation.ts';
import { MAX_IMAGE_BYTES } from './images.ts';

const MULTIPART = 'multipart/form-data';
/** Room for the text fields and part headers beside the files. */
const FIELDS_ALLOWANCE = 64 * 1024;
/** Past this a body is not even read to its end: the connection is dropped. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

const ajv = createContractAjv();

export interface MultipartSchema {
  validate: ValidateFunction;
  known: Set<string>;
  /** The fields that carry a file (`format: binary`). */
  fileFields: Set<string>;
}

const schemas = new Map<string, MultipartSchema>();

function resolve(pointer: string): Record<string, unknown> {
  let node: unknown = contract;
  for (const raw of pointer.replace(/^#\//, '').split('/')) {
    node = (node as Record<string, unknown>)[raw.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node as Record<string, unknown>;
}

/** The operation's multipart schema from the contract, compiled once (the fuzz tests break forms with it too). */
export function multipartSchema(operationId: string): MultipartSchema {
  const cached = schemas.get(operationId);
  if (cached) return cached;
  const op = operationById(operationId);
  const pointer = `#/paths/${pointerSegment(op.path)}/${op.method}/requestBody/content/${pointerSegment(MULTIPART)}/schema`;
  let schema = resolve(pointer) as { $ref?: string; properties?: Record<string, { format?: string }> };
  if (schema.$ref) schema = resolve(schema.$ref) as typeof schema;
  if (!schema.properties) throw new Error(`${operationId} has no multipart schema`);
  const properties = schema.properties;
  const built = {
    validate: ajv.compile({ $ref: `${CONTRACT_ID}${pointer}` }),
    known: new Set(Object.keys(properties)),
    fileFields: new Set(Object.keys(properties).filter((name) => properties[name]?.format === 'binary')),
  };
  schemas.set(operationId, built);
  return built;
}

export interface UploadRules {
  /** The 422 code for a file that is too large or not an acceptable image (the contract names one per operation). */
  imageRefusal: MessageCode;
  /** A consent field whose absence alone is 422 `agreement_required` rather than 400. */
  consentField?: string;
}

export interface MultipartForm {
  /** The text fields, each once. */
  fields: Record<string, string>;
  /** The file fields' bytes, each once, at most 5 MB each. */
  files: Record<string, Uint8Array>;
}

/** Reads the body up to `limit` bytes; beyond it the rest is drained unread (up to a hard cap) and `undefined` answered. */
async function readCapped(c: Context, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(c.req.header('content-length') ?? 'NaN');
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = Number.isFinite(declared) && declared > limit;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_LIMIT) {
      await reader.cancel();
      return undefined;
    }
    if (size > limit) over = true;
    if (!over) chunks.push(value);
  }
  if (over) return undefined;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Decodes and checks a `multipart/form-data` body against the operation's schema in the contract: the content
 * type, no query fields, every name known and sent once, files only where the schema has a file and text
 * elsewhere, the text fields' rules (400 `invalid_parameter` with the fields otherwise). A file over 5 MB, or a
 * body too large to hold the files the operation takes, is refused with `imageRefusal` (422): what the file holds
 * is the handler's to check.
 */
export async function readMultipart(c: Context, operationId: string, rules: UploadRules): Promise<MultipartForm> {
  const { imageRefusal, consentField } = rules;
  const schema = multipartSchema(operationId);
  const queryNames = [...new Set(new URL(c.req.url).searchParams.keys())];
  if (queryNames.length > 0) throw invalidParameter(queryNames.map((field) => ({ field, rule: 'unknown' })));
  const contentType = c.req.header('content-type') ?? '';
  if (contentType.split(';')[0]?.trim().toLowerCase() !== MULTIPART) throw invalidParameter();
  const raw = await readCapped(c, schema.fileFields.size * MAX_IMAGE_BYTES + FIELDS_ALLOWANCE);
  if (!raw) throw new ApiError(422, imageRefusal);
  let parsed: FormData;
  try {
    parsed = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalidParameter();
  }
  const fields: Record<string, string> = {};
  const files: Record<string, Uint8Array> = {};
  const refused: FieldError[] = [];
  const seen = new Set<string>();
  // What the schema validates: text as sent, each file as a placeholder (the schema types it as a string).
  const shape: Record<string, string> = {};
  for (const [name, value] of parsed.entries()) {
    if (seen.has(name)) throw invalidParameter([{ field: name, rule: 'unknown' }]);
    seen.add(name);
    const isFile = typeof value !== 'string';
    if (!schema.known.has(name)) continue;
    if (isFile !== schema.fileFields.has(name)) {
      refused.push({ field: name, rule: 'pattern' });
      continue;
    }
    if (isFile) {
      if (value.size > MAX_IMAGE_BYTES) throw new ApiError(422, imageRefusal);
      files[name] = new Uint8Array(await value.arrayBuffer());
      shape[name] = '(file)';
    } else {
      fields[name] = value;
      shape[name] = value;
    }
  }
  const unknown = [...seen].filter((name) => !schema.known.has(name));
  const valid = schema.validate(shape);
  if (!valid || unknown.length > 0 || refused.length > 0) {
    const errors = fieldErrors(schema.validate.errors, Object.fromEntries([...seen].map((n) => [n, ''])), schema.known);
    // A file sent as text (or text as a file) says so rather than what the schema made of the placeholder.
    const byField = new Map([...errors, ...refused].map((error) => [error.field, error]));
    // A form that is right but for the unticked consent asks for the consent.
    if (consentField && byField.size === 1 && byField.has(consentField)) throw new ApiError(422, 'agreement_required');
    throw invalidParameter([...byField.values()]);
  }
  return { fields, files };
}

export interface UploadContext extends Omit<SecuredContext, 'form'> {
  form: MultipartForm;
}

/**
 * A secured operation whose body is `multipart/form-data` (the contract's uploads): the session first (401/403
 * before the body is read), then the body read and checked by `readMultipart`.
 */
export function securedUploadOperation(
  deps: Deps,
  operationId: string,
  rules: UploadRules,
  handle: (ctx: UploadContext) => Promise<unknown>,
): Handler {
  const op = operationById(operationId);
  if (!op.secured) throw new Error(`${operationId} is public in the contract`);
  multipartSchema(operationId);
  return async (c) => {
    const now = deps.clock.now();
    const user = await authenticate(deps.db, c.req.header('token'), c.req.header('account'), now);
    const form = await readMultipart(c, operationId, rules);
    return ok(c, await handle({ c, form, now, user, address: clientAddress(c) }));
  };
}
