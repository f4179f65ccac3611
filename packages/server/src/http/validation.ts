import type { Context } from 'hono';
import { contract, createContractAjv, CONTRACT_ID, operationById } from './contract.ts';
import type { ErrorObject, Operation, ValidateFunction } from './contract.ts';
import { invalidParameter } from './errors.ts';
import type { FieldError } from './errors.ts';

const ajv = createContractAjv();
const NO_FIELDS = { type: 'object', additionalProperties: false, maxProperties: 0 };

export type Form = Record<string, string>;

export interface FormValidator {
  operation: Operation;
  validate: ValidateFunction;
  /** The schema's declared field names, for telling unknown fields apart. */
  knownFields: Set<string>;
}

function knownFieldsOf(pointer: string | undefined): Set<string> {
  if (!pointer) return new Set();
  const schema = resolvePointer(pointer) as { $ref?: string; properties?: Record<string, unknown> };
  const target = schema.$ref ? (resolvePointer(schema.$ref) as typeof schema) : schema;
  return new Set(Object.keys(target.properties ?? {}));
}

function resolvePointer(pointer: string): unknown {
  let node: unknown = contract;
  for (const raw of pointer.replace(/^#\//, '').split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const validators = new Map<string, FormValidator>();

/** The compiled form validator of an operation, built once from the contract. */
export function formValidator(operationId: string): FormValidator {
  const cached = validators.get(operationId);
  if (cached) return cached;
  const operation = operationById(operationId);
  const validate = operation.formSchemaPointer
    ? ajv.compile({ $ref: `${CONTRACT_ID}${operation.formSchemaPointer}` })
    : ajv.compile(NO_FIELDS);
  const built = { operation, validate, knownFields: knownFieldsOf(operation.formSchemaPointer) };
  validators.set(operationId, built);
  return built;
}

function ruleOf(error: ErrorObject): FieldError['rule'] {
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'additionalProperties':
    case 'maxProperties':
      return 'unknown';
    case 'enum':
    case 'const':
      return 'enum';
    case 'minLength':
    case 'maxLength':
      return 'length';
    default:
      return 'pattern';
  }
}

function fieldOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  return params.missingProperty ?? params.additionalProperty ?? error.instancePath.replace(/^\//, '');
}

/** Turns Ajv's errors into the contract's FieldError list: one per field, the first rule broken. */
export function fieldErrors(errors: ErrorObject[] | null | undefined, form: Form, known: Set<string>): FieldError[] {
  const result = new Map<string, FieldError>();
  for (const name of Object.keys(form)) {
    if (!known.has(name)) result.set(name, { field: name, rule: 'unknown' });
  }
  for (const error of errors ?? []) {
    const field = fieldOf(error);
    if (!result.has(field)) result.set(field, { field, rule: ruleOf(error) });
  }
  return [...result.values()];
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Decodes a form body (or a GET's query), refusing other content types and repeated field names. */
export async function readForm(c: Context): Promise<Form> {
  const query = c.req.url.indexOf('?');
  const add = (params: URLSearchParams): Form => {
    const seen = new Set<string>();
    for (const name of params.keys()) {
      if (seen.has(name)) throw invalidParameter();
      seen.add(name);
    }
    // fromEntries defines own properties: a field named `__proto__` stays a field, and is refused as unknown.
    return Object.fromEntries(params);
  };
  // No operation takes query parameters: any there are unknown fields, refused like extra form fields.
  const queryNames = query < 0 ? [] : [...new Set(new URLSearchParams(c.req.url.slice(query + 1)).keys())];
  if (queryNames.length > 0) throw invalidParameter(queryNames.map((field) => ({ field, rule: 'unknown' })));
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {};
  const body = await c.req.text();
  if (body.length === 0) return {};
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType !== FORM_TYPE) throw invalidParameter();
  return add(new URLSearchParams(body));
}

/** Validates a decoded form against the operation's schema; throws `invalid_parameter` with the fields. */
export function validateForm(operationId: string, form: Form): void {
  const { validate, knownFields } = formValidator(operationId);
  if (validate(form) && Object.keys(form).every((name) => knownFields.has(name))) return;
  throw invalidParameter(fieldErrors(validate.errors, form, knownFields));
}
