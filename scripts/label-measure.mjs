// Labels fit on small phones (QUALITY.md, issue 18): every story of the built Storybook, in jp, cn and us, at 320, 375
// and 430 px, measured in Chromium. It fails on
//   - a control's label (button, link, tab, radio, segmented control, menu item, navigation item…) that wraps onto a
//     second line or breaks inside a word: the text's line boxes, from Range.getClientRects();
//   - text in a control clipped without an ellipsis, or with an ellipsis but no full text (a title, or the control's
//     accessible name);
//   - text that runs outside its control, or a label hidden in a strip that scrolls sideways or past the screen edge;
//   - a page that scrolls sideways (documentElement.scrollWidth > innerWidth), or a box whose content spills out of it
//     (what the 360 px layout tests checked before this replaced them);
// naming the story, language, width and label. It is not a screenshot diff: nothing is compared with a picture.
//
// A label is a control's text when it sits in one block and is not a sentence (a link that is a whole sentence of
// advice wraps as prose does). A control whose text sits in several blocks is a row or a card (a quote row, a record,
// a news item): its parts are content, which may wrap as text does, except that a short part (a name, a number: 24
// characters or fewer) never breaks inside a word; a row may scroll in a carousel. Text in `[data-label-wrap]` is
// prose inside a control and may wrap; a strip in `[data-allow-overflow]` may scroll sideways. A link inside running
// text wraps with its sentence.
//
// This file is the measurement, run in the page; scripts/stories.mjs drives the pages (`npm run test:labels`).

/**
 * Runs in the page: every finding on the rendered story at the current width. Self-contained: it is installed in the
 * page as source.
 */
export function measure() {
  const findings = [];
  const viewportWidth = window.innerWidth;
  const lang = document.documentElement.lang || undefined;
  const words = new Intl.Segmenter(lang, { granularity: 'word' });
  const graphemes = new Intl.Segmenter(lang, { granularity: 'grapheme' });
  const controlSelector = [
    'button',
    'a[href]',
    'summary',
    'select',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="option"]',
    '[role="menuitem"]',
    '[role="menuitemradio"]',
    '[role="menuitemcheckbox"]',
    '[role="combobox"]:not(input)',
  ].join(',');
  const clean = (text) => text.replace(/\s+/g, ' ').trim();
  const short = (text) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
  const length = (text) => [...graphemes.segment(text)].length;
  const style = (element) => getComputedStyle(element);
  /** A sentence (a link that is a whole sentence of advice) is prose, not a label: it wraps as text does. */
  const sentence = /[。．！？.!?][)）」』"'”’]?$/u;

  /** Not shown, or shown to assistive technology only (a 1 px clipped box). */
  function unseen(element) {
    for (let e = element; e && e !== document.documentElement; e = e.parentElement) {
      const s = style(e);
      if (s.display === 'none' || s.visibility === 'hidden' || e.hidden) return true;
      if (s.position === 'absolute' && s.overflow === 'hidden' && e.getBoundingClientRect().width <= 1) return true;
    }
    return false;
  }

  /** A link in running text, which wraps with its sentence. */
  function inProse(control) {
    if (control.tagName !== 'A' || style(control).display !== 'inline') return false;
    return [...(control.parentElement?.childNodes ?? [])].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim() !== '',
    );
  }

  /** The element whose line boxes a text node sits in: its nearest ancestor that is not inline. */
  function lineContainer(node) {
    let e = node.parentElement;
    while (e && ['inline', 'contents'].includes(style(e).display)) e = e.parentElement;
    return e;
  }

  function rectsOf(node, start = 0, end = node.length) {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
  }

  /** Line boxes: a rect starts a new line when its middle is below the current line's bottom. */
  function lineCount(rects) {
    let count = 0;
    let bottom = -Infinity;
    for (const rect of [...rects].sort((a, b) => a.top - b.top)) {
      if (rect.top + rect.height / 2 <= bottom) {
        bottom = Math.max(bottom, rect.bottom);
      } else {
        count += 1;
        bottom = rect.bottom;
      }
    }
    return count;
  }

  /** The first offset in a text node where a new line begins inside a word, with a little of the text around it. */
  function breakInsideWord(node) {
    const text = node.textContent;
    const starts = new Set([...words.segment(text)].map((segment) => segment.index));
    let bottom = -Infinity;
    for (let i = 0; i < text.length; i += 1) {
      const [rect] = rectsOf(node, i, i + 1);
      if (!rect) continue;
      if (rect.top + rect.height / 2 > bottom) {
        const atSpace = /\s/.test(text[i - 1] ?? ' ') || /\s/.test(text[i]);
        if (bottom !== -Infinity && !atSpace && !starts.has(i)) {
          return clean(`${text.slice(Math.max(0, i - 12), i)}|${text.slice(i, i + 12)}`);
        }
        bottom = rect.bottom;
      }
    }
    return null;
  }

  const roleOf = (control) =>
    control.getAttribute('role') ?? { A: 'link', SUMMARY: 'summary', SELECT: 'select' }[control.tagName] ?? 'button';

  /**
   * The full text of clipped text is available: a title on it (or up to its control), or the control's accessible
   * name, which is its own text unless an aria-label or aria-labelledby replaces it.
   */
  function hasFullText(element, box, control, text) {
    for (let e = element; e; e = e === box ? null : e.parentElement) {
      if (clean(e.getAttribute('title') ?? '').includes(text)) return true;
    }
    if (control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby')) {
      const labelledBy = (control.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''));
      return clean(`${control.getAttribute('aria-label') ?? ''} ${labelledBy.join(' ')}`).includes(text);
    }
    // Hidden from assistive technology inside the control (a dialog over the page hides the page, not the name).
    for (let e = element; e; e = e === box ? null : e.parentElement) {
      if (e.getAttribute('aria-hidden') === 'true') return false;
    }
    return true;
  }

  const controls = [...document.body.querySelectorAll(controlSelector)].filter((c) => !inProse(c));
  const controlSet = new Set(controls);
  /** The nearest checked control an element belongs to (a nested control owns its own text). */
  const owner = (element) => {
    for (let e = element; e; e = e.parentElement) if (controlSet.has(e)) return e;
    return null;
  };

  /** A control's text, grouped by the block it is laid out in. */
  function textGroups(box, belongs) {
    const groups = new Map();
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent.trim() === '') continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('svg, input, textarea, [data-label-wrap]')) continue;
      if (!belongs(parent) || unseen(parent)) continue;
      const container = lineContainer(node);
      if (!container) continue;
      groups.set(container, [...(groups.get(container) ?? []), node]);
    }
    return groups;
  }

  // A radio's visible label is often a sibling <label for> (Radix RadioGroup): it is the radio's label too.
  const units = controls.map((control) => [control, control]);
  for (const control of controls) {
    if (roleOf(control) === 'radio' && control.labels) {
      for (const label of control.labels) units.push([label, control]);
    }
  }

  for (const [box, control] of units) {
    if (unseen(box)) continue;
    const boxRect = box.getBoundingClientRect();
    if (boxRect.width === 0 || boxRect.height === 0) continue;
    // Text of the control itself (or of its <label>), not of a control nested in it.
    const groups = textGroups(box, (element) => {
      const nearest = owner(element);
      return box === control ? nearest === box : !(nearest && box.contains(nearest));
    });
    if (groups.size === 0) continue;
    const composite = groups.size > 1;
    let finding = null;
    for (const [container, nodes] of groups) {
      const text = clean(nodes.map((node) => node.textContent).join(''));
      const rects = nodes.flatMap((node) => rectsOf(node));
      if (lineCount(rects) > 1) {
        let inside = null;
        for (const node of nodes) {
          inside = breakInsideWord(node);
          if (inside) break;
        }
        if (!composite && !sentence.test(text)) {
          finding = ['wraps', text, inside ? `breaks inside a word: ${inside}` : 'wraps onto a second line'];
        } else if (composite && inside && length(text) <= 24) {
          finding = ['wraps', text, `breaks inside a word: ${inside}`];
        }
        if (finding) break;
      }
      // Clipped by an element between the text and the control: the text reaches past what it shows.
      // Each clipping element narrows what is left of the text to judge at the next one out.
      let clips = false;
      let shownLeft = Math.min(...rects.map((t) => t.left));
      let shownRight = Math.max(...rects.map((t) => t.right));
      for (let e = container; e && !finding && rects.length > 0; e = e === box ? null : e.parentElement) {
        const s = style(e);
        if (s.overflowX === 'visible') continue;
        clips = true;
        const left = e.getBoundingClientRect().left + e.clientLeft;
        const right = left + e.clientWidth;
        if (shownLeft < left - 1 || shownRight > right + 1) {
          if (s.textOverflow !== 'ellipsis') finding = ['clipped', text, 'cut off without an ellipsis'];
          else if (!hasFullText(e, box, control, text)) finding = ['clipped', text, 'ellipsis without a full text'];
        }
        shownLeft = Math.max(shownLeft, left);
        shownRight = Math.min(shownRight, right);
      }
      if (finding) break;
      // Running outside its control (what something clips was judged above).
      if (!clips && rects.some((r) => r.right > boxRect.right + 1 || r.left < boxRect.left - 1)) {
        finding = ['spills', text, 'runs outside its control'];
        break;
      }
    }
    const label = clean([...groups.values()].map((nodes) => nodes.map((n) => n.textContent).join('')).join(' '));
    // Cut off by an ancestor that clips; a label also hidden in a strip that scrolls sideways or past the screen's
    // edge (a row or card in a carousel is content the user scrolls to).
    for (let e = box.parentElement; !finding && e && e !== document.body; e = e.parentElement) {
      const s = style(e);
      if (s.overflowX === 'visible') continue;
      const r = e.getBoundingClientRect();
      const left = r.left + e.clientLeft;
      if (boxRect.right <= left + e.clientWidth + 1 && boxRect.left >= left - 1) continue;
      if (e.closest('[data-allow-overflow]')) break;
      const scrolls = ['auto', 'scroll'].includes(s.overflowX);
      if (scrolls && composite) break;
      finding = ['clipped', label, scrolls ? 'hidden in a strip that scrolls sideways' : 'cut off by its container'];
    }
    if (!finding && !composite && (boxRect.right > viewportWidth + 1 || boxRect.left < -1)) {
      finding = ['offscreen', label, 'past the screen edge'];
    }
    if (finding)
      findings.push({ kind: finding[0], role: roleOf(control), label: short(finding[1]), detail: finding[2] });
  }

  // A box whose content spills out of it (the page may still fit, with the text running over a neighbour).
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || element.closest('input, textarea, [data-allow-overflow]')) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.display === 'none' || style.overflowX !== 'visible') continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      findings.push({
        kind: 'overflow',
        role: element.tagName.toLowerCase(),
        label: short(clean(element.textContent ?? '')),
        detail: `content ${element.scrollWidth - element.clientWidth} px wider than its box`,
      });
    }
  }

  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > viewportWidth) {
    // Name the innermost elements past the edge, so the culprit is clear.
    const past = (e) => e.getBoundingClientRect().right > viewportWidth + 1;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((e) => past(e) && !e.closest('[data-allow-overflow]') && ![...e.children].some(past))
      .slice(0, 3)
      .map((e) => `<${e.tagName.toLowerCase()}> ${short(clean(e.textContent ?? ''))}`);
    findings.push({
      kind: 'page',
      role: 'page',
      label: culprits.join('; ') || '(no element found)',
      detail: `scrolls sideways by ${pageWidth - viewportWidth} px`,
    });
  }
  return findings;
}

/** Runs in the page: lets a resize be laid out (and a control re-fit itself), then measures. */
export async function measureSettled() {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await frame();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await frame();
  return window.__measureLabels();
}
