import type { ReactNode } from 'react';
import { useT } from '../../i18n/messages.ts';

/** Sets an input's value the way typing does, so React's onChange (controlled or not) sees it. */
function setInputValue(input: HTMLInputElement, value: number): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, String(value));
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * − and + around a quantity field (issue 12 finish). The field stays a plain number input (typing, arrow keys, and
 * the form without JavaScript); the buttons step it by `step` within its min and max, say what they do to screen
 * readers ('Eén minder', '6 meer'), and leave the focus where it is.
 */
export function QuantityStepper({ inputId, step = 1, children }: { inputId: string; step?: number; children: ReactNode }) {
  const t = useT();
  const change = (direction: 1 | -1) => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    const min = input.min === '' ? 0 : Number(input.min);
    const max = input.max === '' ? Number.POSITIVE_INFINITY : Number(input.max);
    const current = Number(input.value) || 0;
    const next = Math.min(max, Math.max(min, current + direction * step));
    if (next !== current) setInputValue(input, next);
  };
  return (
    <span className="stepper">
      <button type="button" className="stepper__button" aria-controls={inputId} aria-label={t('stepper.decrease', { step })} onClick={() => change(-1)}>
        <span aria-hidden="true">−</span>
      </button>
      {children}
      <button type="button" className="stepper__button" aria-controls={inputId} aria-label={t('stepper.increase', { step })} onClick={() => change(1)}>
        <span aria-hidden="true">+</span>
      </button>
    </span>
  );
}
