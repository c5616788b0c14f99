import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shouldRevalidate } from './category-menu.ts';

const after = (formAction?: string) => shouldRevalidate({ formAction } as ShouldRevalidateFunctionArgs);

describe('category-menu shouldRevalidate', () => {
  it('loads the tree again when who is looking changes (it leaves out categories without a product for them)', () => {
    expect(after('/login?redirect=%2Fproduct%2Flister%2Fhond')).toBe(true);
    expect(after('/logout')).toBe(true);
    expect(after('/impersonation')).toBe(true);
  });

  it('keeps it after other submissions and plain navigation', () => {
    expect(after('/product/detail/brok?index')).toBe(false);
    expect(after('/cart')).toBe(false);
    expect(after('/login/new-account')).toBe(false);
    expect(after(undefined)).toBe(false);
  });
});
