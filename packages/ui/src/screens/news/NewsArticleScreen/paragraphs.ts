/**
 * The contract's article body is plain text with paragraphs separated by a blank line (not Markdown: a line that
 * starts with `#` or `-` is text). Splits it into paragraphs; single line breaks stay inside a paragraph.
 */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u3000]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
