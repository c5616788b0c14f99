import { alignQuantity } from '@toonbank/domain';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
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
      <button
        type="button"
        className="stepper__button"
        aria-controls={inputId}
        aria-label={t('stepper.decrease', { step })}
        onClick={() => change(-1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      {children}
      <button
        type="button"
        className="stepper__button"
        aria-controls={inputId}
        aria-label={t('stepper.increase', { step })}
        onClick={() => change(1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </span>
  );
}

/**
 * The quantity field of an add to cart ('quantity'), with − and +: starts at one purchase unit, steps by it, and is
 * aligned to a multiple of it within the maximum when it loses focus (`alignQuantity`). Product page and tiles.
 */
export function OrderQuantity({
  inputId,
  factor,
  max,
  ...input
}: { inputId: string; factor: number; max: number } & Pick<InputHTMLAttributes<HTMLInputElement>, 'aria-label' | 'aria-describedby'>) {
  const [quantity, setQuantity] = useState(() => alignQuantity(1, factor, max));
  return (
    <QuantityStepper inputId={inputId} step={factor}>
      <input
        id={inputId}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={factor}
        step={factor}
        max={max}
        value={quantity}
        onChange={(event) => setQuantity(Number(event.target.value))}
        onBlur={() => setQuantity(alignQuantity(quantity, factor, max))}
        {...input}
      />
    </QuantityStepper>
  );
}
