import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { stripMessageDescriptions } from './strip-descriptions.ts';

const transform = (code: string, id = '/src/Screen.messages.ts') => {
  const hook = stripMessageDescriptions().transform as Extract<Plugin['transform'], (...args: never[]) => unknown>;
  const result = hook.call({} as never, code, id) as { code: string } | null;
  return result?.code ?? null;
};

describe('stripping translators’ descriptions from the build', () => {
  it('drops a description on its own line, wrapped, or on the descriptor’s one line', () => {
    const source = [
      "a: { id: 'a', defaultMessage: '甲', description: 'one line' },",
      "b: {\n  id: 'b',\n  defaultMessage: '乙',\n  description: 'own line',\n},",
      "c: {\n  id: 'c',\n  defaultMessage: '丙',\n  description:\n    'wrapped onto the next line',\n},",
      "d: { id: 'd', description: 'not last, it\\'s here', defaultMessage: '丁' },",
    ].join('\n');
    const stripped = transform(source) ?? '';
    expect(stripped).not.toMatch(/description/);
    expect(stripped).toContain("a: { id: 'a', defaultMessage: '甲' },");
    expect(stripped).toContain("b: {\n  id: 'b',\n  defaultMessage: '乙',\n},");
    expect(stripped).toContain("c: {\n  id: 'c',\n  defaultMessage: '丙',\n},");
    expect(stripped).toContain("d: { id: 'd', defaultMessage: '丁' },");
  });

  it('keeps a message named description, and leaves other files alone', () => {
    const named = "description: { id: 'x.description', defaultMessage: '説明' },";
    expect(transform(named)).toBe(named);
    expect(transform("const a = { description: 'kept' };", '/src/App.tsx')).toBeNull();
  });
});
