import type { DeliveryEstimate } from '@toonbank/api/types';
import { useT } from '../../i18n/messages.ts';
import { useCalendarDay } from '../../lib/dates.ts';

/** 'Voor 22:00 besteld, morgen in huis', 'Bezorging vanaf maandag 30-11-2026' or 'Levertijd 2 tot 4 weken', as the checkout says it. */
export function DeliveryNote({ delivery, className }: { delivery: DeliveryEstimate | null | undefined; className?: string }) {
  const t = useT();
  const day = useCalendarDay();
  if (!delivery) return null;
  const text = !delivery.InStock
    ? t('delivery.weeks', { min: delivery.MinWeeks ?? 2, max: delivery.MaxWeeks ?? 4 })
    : delivery.IsTomorrow
      ? t('checkout.promiseTomorrow', { cutoff: delivery.Cutoff })
      : delivery.Date
        ? t('checkout.promiseDate', { date: day(delivery.Date) })
        : null;
  if (!text) return null;
  return (
    <p
      className={['delivery-note', delivery.InStock ? 'delivery-note--stock' : 'delivery-note--later', className].filter(Boolean).join(' ')}
    >
      {text}
    </p>
  );
}
