import { describe, expect, it } from 'vitest';
import { CONTRACT_ID, createContractAjv, operations, pointerSegment } from '../src/http/contract.ts';

// Every operation carries a realistic example of its request and of its success answer, and each example obeys
// the schema it illustrates, so the examples can be trusted by whoever reads or implements the contract.
const ajv = createContractAjv();

interface MediaType {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

function examplesOf(media: MediaType | undefined): unknown[] {
  if (!media) return [];
  if (media.example !== undefined) return [media.example];
  return Object.values(media.examples ?? {}).map((example) => example.value);
}

function validatorFor(pointer: string) {
  return ajv.compile({ $ref: `${CONTRACT_ID}${pointer}` });
}

describe('contract examples', () => {
  const withBody = operations.filter((op) => op.object.requestBody);

  it.each(withBody.map((op) => [op.operationId, op] as const))('%s has a valid request example', (_id, op) => {
    const content = op.object.requestBody?.content as Record<string, MediaType>;
    const [mediaType, media] = Object.entries(content)[0] ?? [];
    const examples = examplesOf(media);
    expect(examples.length, `${op.operationId} has no request example`).toBeGreaterThan(0);
    const pointer = `#/paths/${pointerSegment(op.path)}/${op.method}/requestBody/content/${pointerSegment(mediaType ?? '')}/schema`;
    const validate = validatorFor(pointer);
    for (const example of examples) {
      // A multipart example may stand for files with a placeholder string; its schema still applies.
      expect(validate(example), `${op.operationId}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  const jsonAnswers = operations.filter(
    (op) => (op.object.responses?.['200'] as { content?: Record<string, unknown> })?.content?.['application/json'],
  );

  it.each(jsonAnswers.map((op) => [op.operationId, op] as const))('%s has a valid success example', (_id, op) => {
    const media = (op.object.responses?.['200'] as { content: Record<string, MediaType> }).content['application/json'];
    const examples = examplesOf(media);
    expect(examples.length, `${op.operationId} has no success example`).toBeGreaterThan(0);
    const validate = validatorFor(
      `#/paths/${pointerSegment(op.path)}/${op.method}/responses/200/content/application~1json/schema`,
    );
    for (const example of examples) {
      expect(validate(example), `${op.operationId}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('covers every operation', () => {
    expect(withBody.length).toBeGreaterThan(100);
    expect(jsonAnswers.length).toBe(operations.filter((op) => op.method === 'post').length);
  });
});
