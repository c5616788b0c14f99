import type { Locator, Page } from 'playwright-core';

/** What a person sees of one element: whether it is in the viewport and not covered, and its text. */
export interface Seen {
  /** Rendered with a size, inside the viewport (at least its centre), and the topmost element at its centre. */
  seen: boolean;
  inViewport: boolean;
  /** `document.elementFromPoint` at the centre of its visible part is the element or inside it. */
  uncovered: boolean;
  /** Its text is not cut off (no overflow hidden with an ellipsis: scrollWidth fits clientWidth). */
  unclipped: boolean;
  text: string;
  box: { x: number; y: number; width: number; height: number };
  /** What covers it, when something does (tag and class). */
  coveredBy: string | null;
}

/**
 * Looks at an element as a person would: in the viewport, not covered by another element (elementFromPoint at the
 * centre of its visible part), its text not cut off.
 */
export async function seen(locator: Locator): Promise<Seen> {
  await locator.waitFor({ state: 'attached' });
  return locator.evaluate((element: Element) => {
    const rect = element.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, vw);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, vh);
    const inViewport = rect.width > 0 && rect.height > 0 && right > left && bottom > top;
    const x = (left + right) / 2;
    const y = (top + bottom) / 2;
    const hit = inViewport ? document.elementFromPoint(x, y) : null;
    const uncovered = hit !== null && (hit === element || element.contains(hit));
    const html = element as HTMLElement;
    const unclipped = html.scrollWidth <= html.clientWidth + 1 || getComputedStyle(html).overflowX === 'visible';
    const style = getComputedStyle(html);
    const visible = style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    return {
      seen: visible && inViewport && uncovered,
      inViewport,
      uncovered,
      unclipped,
      text: html.innerText.replace(/\s+/g, ' ').trim(),
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      coveredBy: hit && !uncovered ? `${hit.tagName.toLowerCase()}.${String(hit.className)}` : null,
    };
  });
}

/** The page scrolls sideways: its content is wider than the viewport (320 px, 200% zoom). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** Closes the cookie popup the way a visitor does ('Alleen noodzakelijk'), when it is open. */
export async function dismissCookies(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Alleen noodzakelijk' });
  if (await button.count()) await button.click();
  await page
    .locator('.cookie-consent')
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * What a form field shows in one line, as a person reads it: an input's placeholder (while empty) or a select's chosen
 * option. `fits` when its text, measured in the field's own font, is no wider than the field's room for text (its
 * width less padding, which holds a select's chevron). Fields draw no ellipsis: text wider than that is cut off.
 */
export async function fieldText(
  locator: Locator,
): Promise<{ text: string; fits: boolean; textWidth: number; room: number; seen: boolean }> {
  await locator.waitFor({ state: 'visible' });
  return locator.evaluate((element: Element) => {
    const field = element as HTMLInputElement | HTMLSelectElement;
    const text = field instanceof HTMLSelectElement ? (field.selectedOptions[0]?.text ?? '') : field.value || field.placeholder;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const textWidth = context.measureText(text).width;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const rect = field.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + Math.min(20, rect.width / 2), rect.top + rect.height / 2);
    const inViewport = rect.left >= 0 && rect.right <= document.documentElement.clientWidth;
    return { text, fits: textWidth <= room, textWidth, room, seen: inViewport && hit !== null && (hit === field || field.contains(hit)) };
  });
}
