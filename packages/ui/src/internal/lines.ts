/**
 * For tests: the number of lines an element's text is laid out on, from the line boxes of its text (a rect starts a
 * new line when its middle is below the current line's bottom). 1 means the text sits on one line.
 */
export function textLines(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  const rects = [...range.getClientRects()]
    .filter((rect) => rect.width > 0.5 && rect.height > 0.5)
    .sort((a, b) => a.top - b.top);
  let lines = 0;
  let bottom = -Infinity;
  for (const rect of rects) {
    if (rect.top + rect.height / 2 <= bottom) {
      bottom = Math.max(bottom, rect.bottom);
    } else {
      lines += 1;
      bottom = rect.bottom;
    }
  }
  return lines;
}

/** For tests: whether an element's text is cut short (a single-line label that ends in an ellipsis). */
export function isCut(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth;
}
