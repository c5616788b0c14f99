import type { Page } from 'playwright-core';
import { seen } from './seen.ts';

/** Which element has the focus: a selector it matches, optionally with this accessible text (its text or aria-label). */
export interface FocusTarget {
  selector: string;
  name?: string;
}

function isFocused(page: Page, target: FocusTarget): Promise<boolean> {
  return page.evaluate(({ selector, name }) => {
    const element = document.activeElement;
    if (!element || !element.matches(selector)) return false;
    if (name === undefined) return true;
    const text = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim();
    return text === name;
  }, target);
}

/** Presses Tab (or Shift+Tab) until the focus is on `target`; fails after `max` presses. Keyboard only: no mouse. */
export async function tabTo(page: Page, target: FocusTarget, options: { max?: number; back?: boolean } = {}): Promise<void> {
  const max = options.max ?? 120;
  for (let i = 0; i < max; i++) {
    if (await isFocused(page, target)) return;
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(page, target)) return;
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
  throw new Error(`no focus on ${JSON.stringify(target)} after ${max} presses; the focus is on ${at}`);
}

/** What a person sees of the focus: the element matches :focus-visible, a ring shows on it or close around it, in view and on top. */
export interface FocusShown {
  focusVisible: boolean;
  /** An outline of 2 px or more, or a ring-shaped box shadow, on the element or one of its four nearest ancestors. */
  ring: boolean;
  /** The ringed element is seen (support/seen.ts: in the viewport, the topmost element at its centre). */
  seen: boolean;
  what: string;
  coveredBy: string | null;
}

const RING_TARGET = 'data-e2e-focus-ring';

export async function focusShown(page: Page): Promise<FocusShown> {
  const focus = await page.evaluate((marker) => {
    document.querySelectorAll(`[${marker}]`).forEach((e) => e.removeAttribute(marker));
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const ringed = (e: Element) => {
      // A visually hidden control (a native radio clipped to 1 px under its star) cannot show a ring itself: its label does.
      for (let c: Element | null = e, j = 0; c && j < 3; c = c.parentElement, j++) {
        const box = c.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2) return false;
      }
      const style = getComputedStyle(e);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      return outline || /(^|,\s*)(rgba?\([^)]*\)\s+)?0px 0px 0px [2-9]/.test(style.boxShadow);
    };
    let ringOn: Element | null = null;
    for (let e: Element | null = element, i = 0; e && i < 5; e = e.parentElement, i++) {
      if (ringed(e)) {
        ringOn = e;
        break;
      }
    }
    (ringOn ?? element).setAttribute(marker, '');
    return {
      focusVisible: element.matches(':focus-visible'),
      ring: ringOn !== null,
      what: `${element.tagName.toLowerCase()}.${String(element.className)} ${element.getAttribute('aria-label') ?? ''}`.trim(),
    };
  }, RING_TARGET);
  if (!focus) return { focusVisible: false, ring: false, seen: false, what: 'body', coveredBy: null };
  const view = await seen(page.locator(`[${RING_TARGET}]`));
  return { ...focus, seen: view.seen, coveredBy: view.coveredBy };
}
