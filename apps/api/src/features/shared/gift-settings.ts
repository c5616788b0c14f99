/**
 * The shop's gift and sample settings (settings `gifts`, `specialWebNodes.sampleProducts`, `shop.samplesAdviceFromCents`),
 * kept until the content revision changes (a trigger bumps it on every settings write), as the checkout settings are.
 */
import { DEFAULT_GIFT_SETTINGS, type GiftSettings } from '@toonbank/domain';
import type { Executor } from '@toonbank/db/client';
import { listSettings } from '@toonbank/db/repositories/settings';
import type { AppDeps } from '../../lib/context.ts';
import { cachedByRevision } from '../../lib/revision-cache.ts';

export interface ShopGiftSettings extends GiftSettings {
  /** The samples web node (special node key `sampleProducts` by default); null: the shop offers no gifts. */
  sampleNodeId: number | null;
  /** §1 'gratis proefjes naar keuze (advies vanaf EUR 20)': the advice amount in cents. */
  samplesAdviceFromCents: number;
}

const wholeNumber = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * `at`: the content revision the caller has read and the transaction it reads in (a cart change holding its cart's
 * lock: the settings are then read, when not cached for that revision, in that transaction, never from the pool).
 */
export function loadGiftSettings(deps: AppDeps, at?: { contentRevision: number; executor: Executor }): Promise<ShopGiftSettings> {
  return cachedByRevision(
    deps,
    'gift-settings',
    async () => {
      const rows = new Map((await listSettings(at?.executor ?? deps.database.db)).map((row) => [row.name, row.value]));
      const gifts = record(rows.get('gifts'));
      const nodeKey = typeof gifts.webNodeKey === 'string' ? gifts.webNodeKey : 'sampleProducts';
      const node = record(rows.get('specialWebNodes'))[nodeKey];
      const nodeId = typeof node === 'number' ? node : record(node).id;
      return {
        fromCartTotalCents: wholeNumber(gifts.fromCartTotalCents, DEFAULT_GIFT_SETTINGS.fromCartTotalCents),
        maxGifts: wholeNumber(gifts.maxGifts, DEFAULT_GIFT_SETTINGS.maxGifts),
        shownAtOnce: Math.max(1, wholeNumber(gifts.shownAtOnce, DEFAULT_GIFT_SETTINGS.shownAtOnce)),
        fetchLimit: Math.max(1, wholeNumber(gifts.fetchLimit, DEFAULT_GIFT_SETTINGS.fetchLimit)),
        sampleNodeId: typeof nodeId === 'number' && Number.isInteger(nodeId) && nodeId > 0 ? nodeId : null,
        samplesAdviceFromCents: wholeNumber(record(rows.get('shop')).samplesAdviceFromCents, 2_000),
      };
    },
    at?.contentRevision,
  );
}
