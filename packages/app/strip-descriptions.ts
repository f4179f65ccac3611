import type { Plugin } from 'vite';

// `description: '…'` (or wrapped onto the next line) after a message's id and default, on its own line or on the
// descriptor's one line; a message *named* `description` (`description: {`) is left alone.
const descriptionField = /(,\s*|\n\s*)description:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")(,?)/g;

/** Drops one field with its separator: a comma before it stays when another field follows. */
const dropField = (_: string, before: string, __: string, after: string) => (before.startsWith(',') ? after : '');

/**
 * Drops translators' descriptions from message descriptors in production builds, as formatjs's own tooling does:
 * they document the catalogue and only cost parse time on the phone (the Japanese catalogue is built from the
 * descriptors before the first render).
 */
export function stripMessageDescriptions(): Plugin {
  return {
    name: 'kabuto-strip-message-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.messages\.ts$/.test(id)) return null;
      return { code: code.replace(descriptionField, dropField), map: null };
    },
  };
}
