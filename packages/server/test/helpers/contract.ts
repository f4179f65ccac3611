import { CONTRACT_ID, contract, createContractAjv, pointerSegment } from '../../src/http/contract.ts';
import type { ValidateFunction } from '../../src/http/contract.ts';

const ajv = createContractAjv();
const compiled = new Map<string, ValidateFunction>();

interface ResponseObject {
  $ref?: string;
  content?: Record<string, unknown>;
}

/** Where the documented response for a status lives, following a `$ref` into components/responses. */
function responsePointer(path: string, method: string, status: number): { pointer: string; object: ResponseObject } {
  const operation = contract.paths[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the contract`);
  const response = operation.responses?.[String(status)] as ResponseObject | undefined;
  if (!response) {
    throw new Error(`${method.toUpperCase()} ${path} answered ${status}, which the contract does not document`);
  }
  if (response.$ref) {
    const name = response.$ref.replace('#/components/responses/', '');
    return {
      pointer: `#/components/responses/${pointerSegment(name)}`,
      object: contract.components.responses?.[name] as ResponseObject,
    };
  }
  return {
    pointer: `#/paths/${pointerSegment(path)}/${method}/responses/${status}`,
    object: response,
  };
}

/** Throws unless the response matches what the contract documents for this operation and status. */
export function assertMatchesContract(
  path: string,
  method: string,
  status: number,
  contentType: string,
  body: unknown,
): void {
  const { pointer, object } = responsePointer(path, method, status);
  const mediaType = contentType.split(';')[0]?.trim() ?? '';
  if (!object.content?.[mediaType]) {
    throw new Error(`${method.toUpperCase()} ${path} ${status} answered ${mediaType}, not in the contract`);
  }
  if (mediaType !== 'application/json') return;
  const key = `${pointer}/content/application~1json/schema`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `${CONTRACT_ID}${key}` });
    compiled.set(key, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `${method.toUpperCase()} ${path} ${status} does not match the contract: ${ajv.errorsText(validate.errors)}\n` +
        JSON.stringify(body),
    );
  }
}

const failureValidator = ajv.compile({ $ref: `${CONTRACT_ID}#/components/schemas/Failure` });

/** Throws unless `body` is the failure envelope. */
export function assertFailureEnvelope(body: unknown): void {
  if (!failureValidator(body)) {
    throw new Error(`not the failure envelope: ${ajv.errorsText(failureValidator.errors)} ${JSON.stringify(body)}`);
  }
}
