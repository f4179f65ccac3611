import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { repoRoot } from '../config/paths.ts';

/** The API contract, openapi/openapi.yaml at the repository root: the single source of truth. */
export const contractPath = path.join(repoRoot, 'openapi/openapi.yaml');

export const CONTRACT_ID = 'https://kabuto.example/openapi.json';
const FORM = 'application/x-www-form-urlencoded';

interface OperationObject {
  operationId?: string;
  security?: Record<string, unknown>[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  responses?: Record<string, unknown>;
}

export interface ContractDocument {
  security?: Record<string, unknown>[];
  paths: Record<string, Record<string, OperationObject>>;
  components: Record<string, Record<string, unknown>>;
}

export interface Operation {
  operationId: string;
  method: 'get' | 'post';
  /** The path under the base path, e.g. `/user/login`. */
  path: string;
  /** Needs a session (`token` and `account` headers). */
  secured: boolean;
  /** The JSON pointer of the form body's schema, or undefined when the operation takes no body. */
  formSchemaPointer: string | undefined;
  object: OperationObject;
}

export const contract = parse(readFileSync(contractPath, 'utf8')) as ContractDocument;

/** Escapes one JSON-pointer segment. */
export const pointerSegment = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');

export const operations: Operation[] = Object.entries(contract.paths).flatMap(([opPath, methods]) =>
  Object.entries(methods)
    .filter(([method]) => method === 'get' || method === 'post')
    .map(([method, object]) => {
      const security = object.security ?? contract.security ?? [];
      const hasForm = object.requestBody?.content?.[FORM] !== undefined;
      return {
        operationId: object.operationId ?? `${method} ${opPath}`,
        method: method as 'get' | 'post',
        path: opPath,
        secured: security.some((requirement) => Object.keys(requirement).length > 0),
        formSchemaPointer: hasForm
          ? `#/paths/${pointerSegment(opPath)}/${method}/requestBody/content/${pointerSegment(FORM)}/schema`
          : undefined,
        object,
      };
    }),
);

export function operationById(operationId: string): Operation {
  const found = operations.find((op) => op.operationId === operationId);
  if (!found) throw new Error(`operation ${operationId} is not in the contract`);
  return found;
}

/** One Ajv holding the whole document, so `$ref`s into components resolve. */
export function createContractAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ ...contract, $id: CONTRACT_ID });
  return ajv;
}

export type { ErrorObject, ValidateFunction };
