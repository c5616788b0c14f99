/**
 * The order upload's use cases (issue 17): check lines against the catalogue as the customer sees it, and put the
 * good ones into the cart in one batch. Codes are looked up in one query for the whole list, the products' facts and
 * prices in one more; the per-line verdict is the cart's own rule (`checkUploadLines` → `judgeCartProduct`).
 */
import {
  CART_ACTION,
  CART_WARNING_MESSAGES,
  centsToAmount,
  checkUploadLines,
  codeCandidates,
  contentLanguage,
  isGoodUploadStatus,
  matchCode,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  parseCode,
  summarizeUpload,
  translateMessage,
  trimProductNumber,
  UPLOAD_STATUS_MESSAGES,
  type CheckedUploadLine,
  type CodedProduct,
  type RawUploadLine,
} from '@toonbank/domain';
import { findCartProducts, type CartProductRow } from '@toonbank/db/repositories/cart';
import { findProductsByCodes } from '@toonbank/db/repositories/order-upload';
import type { AppDeps } from '../../lib/context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { applyCartChanges } from '../shared/cart.service.ts';
import { loadPricer, toProductSummary } from '../shared/product.mappers.ts';
import type { UploadLine } from './order-upload.routes.ts';

/** Products by each kind of code, so each line's match looks at a handful of products, not the whole answer. */
function indexCoded(products: readonly CodedProduct[]) {
  const index = new Map<string, CodedProduct[]>();
  const put = (key: string | null, product: CodedProduct) => {
    if (!key) return;
    const list = index.get(key);
    if (list) list.push(product);
    else index.set(key, [product]);
  };
  for (const product of products) {
    put(product.number.toUpperCase(), product);
    put(product.scanCode, product);
    put(product.supplierProductCode?.toUpperCase() ?? null, product);
    put(`#6:${trimProductNumber(product.number).toUpperCase()}`, product);
  }
  return (code: string): CodedProduct[] => {
    const found = new Set<CodedProduct>();
    for (const candidate of codeCandidates(code)) for (const product of index.get(candidate) ?? []) found.add(product);
    if (code.length === 6) for (const product of index.get(`#6:${code}`) ?? []) found.add(product);
    return [...found];
  };
}

/** The lines checked for `viewer`: one query for the codes, one for the products found. */
export async function checkLines(
  deps: AppDeps,
  viewer: Viewer,
  lines: readonly RawUploadLine[],
): Promise<CheckedUploadLine<CartProductRow>[]> {
  const codes = new Set<string>();
  for (const line of lines) {
    const code = parseCode(line.code);
    if (code.ok) for (const candidate of codeCandidates(code.code)) codes.add(candidate);
  }
  const coded = await findProductsByCodes(deps.database.db, [...codes]);
  const near = indexCoded(coded);
  const chosen = new Map<string, number>();
  for (const code of codes) {
    const match = matchCode(code, near(code));
    if (match) chosen.set(code, match.id);
  }
  const products = await findCartProducts(deps.database.db, viewer, [...new Set(chosen.values())]);
  return checkUploadLines(lines, (code) => {
    const id = chosen.get(code);
    return id === undefined ? undefined : products.get(id);
  });
}

/** The report: each line in the request's language with its product (never one not released for the customer) and price. */
export async function toReport(deps: AppDeps, viewer: Viewer, checked: readonly CheckedUploadLine<CartProductRow>[], language: string) {
  const content = contentLanguage(language);
  const shown = checked.filter((line) => line.product && line.status !== 'notReleased' && line.status !== 'notFound');
  const price = await loadPricer(
    deps,
    viewer,
    shown.map((line) => line.product!),
  );
  let inclCents = 0;
  let exclCents = 0;
  const lines: UploadLine[] = checked.map((line) => {
    const product = line.status !== 'notReleased' && line.status !== 'notFound' ? line.product : null;
    const priced = product ? price(product, Math.max(1, line.quantity)) : null;
    const good = isGoodUploadStatus(line.status);
    if (good && priced) {
      inclCents += priced.totalInclCents;
      exclCents += priced.totalExclCents;
    }
    return {
      Line: line.line,
      Code: line.code,
      Quantity: line.requested,
      OrderQuantity: line.quantity,
      Status: line.status,
      Message: translateMessage(language, {
        id: UPLOAD_STATUS_MESSAGES[line.status],
        params: {
          line: line.line,
          code: line.code,
          quantity: line.quantity,
          factor: line.product?.purchaseUnitFactor ?? 1,
          first: line.mergedInto ?? 0,
          max: line.status === 'cartFull' ? MAX_CART_LINES : MAX_LINE_QUANTITY,
        },
      }),
      IsGood: good,
      MergedInto: line.mergedInto,
      Product: product && priced ? toProductSummary(product, price(product, 1), content) : null,
      LineTotalInclTax: good && priced ? centsToAmount(priced.totalInclCents) : 0,
      LineTotalExclTax: good && priced ? centsToAmount(priced.totalExclCents) : 0,
    };
  });
  const summary = summarizeUpload(checked);
  return {
    lines,
    summary: {
      Lines: summary.lines,
      Good: summary.good,
      Problems: summary.problems,
      Pieces: summary.pieces,
      TotalInclTax: centsToAmount(inclCents),
      TotalExclTax: centsToAmount(exclCents),
    },
  };
}

/**
 * Puts the good lines into the cart as one batch of the cart's own use case (one transaction; its rules and warnings,
 * added to what the cart already holds). Bad lines are left out.
 */
export async function addGoodLines(deps: AppDeps, viewer: Viewer, customerId: number, lines: readonly RawUploadLine[], language: string) {
  const checked = await checkLines(deps, viewer, lines);
  const good = checked.filter((line) => isGoodUploadStatus(line.status) && line.product);
  const cart =
    good.length === 0
      ? null
      : await applyCartChanges(
          deps,
          viewer,
          customerId,
          good.map((line) => ({ action: CART_ACTION.Add, productId: line.product!.id, quantity: line.quantity })),
        );
  return {
    AddedLines: good.length,
    AddedPieces: good.reduce((sum, line) => sum + line.quantity, 0),
    SkippedLines: checked.filter((line) => !isGoodUploadStatus(line.status) && line.status !== 'merged').length,
    CartItemCount: cart?.ItemCount ?? 0,
    Warnings: (cart?.Warnings ?? []).map((warning) => ({
      ProductId: warning.ProductId,
      Code: warning.Code,
      Quantity: warning.Quantity,
      Message: translateMessage(language, { id: CART_WARNING_MESSAGES[warning.Code], params: { quantity: warning.Quantity } }),
    })),
  };
}
