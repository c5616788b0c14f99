import '../../styles/order-upload.css';
import { MAX_UPLOAD_BYTES } from '@toonbank/domain';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Form, redirect, useFetcher, useNavigation } from 'react-router';
import { QuickOrder } from '../../components/order-upload/QuickOrder.tsx';
import { ScanModal } from '../../components/order-upload/ScanModal.tsx';
import { Price } from '../../components/product/Price.tsx';
import { ProductImage } from '../../components/product/ProductImage.tsx';
import { translator, useT, type MessageKey } from '../../i18n/messages.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { requireUser } from '../../lib/guards.server.ts';
import {
  addCode,
  linesJson,
  workingLines,
  type UploadActionResult,
  type UploadLine,
  type UploadReport,
  type WorkingLine,
} from '../../lib/order-upload.ts';
import { uploadAction } from '../../lib/order-upload.server.ts';
import { privatePage } from '../../lib/private-page.ts';
import type { Route } from './+types/upload';

export const headers: Route.HeadersFunction = privatePage;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('upload.title') }) }, { name: 'robots', content: 'noindex' }];
}

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('upload.title'), to: '/bestelling-uploaden' }),
};

/** §2 /bestelling-uploaden: for logged-in customers; anonymous visitors log in and come back; a representative picks a customer first. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  if (user.role === 'impersonation' && user.impersonatedCustomerId === null) throw redirect('/impersonation');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return uploadAction(request, context);
}

const STATUS_LABELS: Partial<Record<UploadLine['Status'], MessageKey>> = {
  ok: 'upload.statusOk',
  raised: 'upload.statusRaised',
  lowered: 'upload.statusLowered',
  merged: 'upload.statusMerged',
};

function statusClass(line: UploadLine): string {
  if (line.Status === 'ok') return 'upload-status--ok';
  if (line.IsGood || line.Status === 'merged') return 'upload-status--notice';
  return 'upload-status--problem';
}

/** A line of the report: product, quantity as ordered and status; a line with a problem can be fixed in place. */
function ReportRow({
  line,
  busy,
  onFix,
  onRemove,
}: {
  line: UploadLine;
  busy: boolean;
  onFix: (line: number, code: string, quantity: string) => void;
  onRemove: (line: number) => void;
}) {
  const t = useT();
  const fixable = !line.IsGood && line.Status !== 'merged';
  const formId = `fix-${line.Line}`;
  const fix = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const code = (form.elements.namedItem('code') as HTMLInputElement).value;
    const quantity = (form.elements.namedItem('quantity') as HTMLInputElement).value;
    onFix(line.Line, code, quantity);
  };
  return (
    <tr className={`upload-row ${statusClass(line)}`} data-testid="upload-line" data-line={line.Line} data-status={line.Status}>
      <td data-label={t('upload.colLine')} className="upload-row__line">
        {line.Line}
      </td>
      <td data-label={t('upload.colCode')} className="upload-row__code">
        {fixable ? (
          <>
            <label htmlFor={`${formId}-code`} className="visually-hidden">
              {t('upload.codeFor', { line: line.Line })}
            </label>
            <input
              id={`${formId}-code`}
              className="form__input"
              form={formId}
              name="code"
              type="text"
              defaultValue={line.Code}
              maxLength={40}
              autoComplete="off"
            />
          </>
        ) : (
          <span className="upload-row__code-text">{line.Code}</span>
        )}
      </td>
      <td data-label={t('upload.colProduct')} className="upload-row__product">
        {line.Product ? (
          <div className="upload-product">
            <span className="upload-product__image">
              {line.Product.Img ? <ProductImage url={line.Product.Img} alt="" sizes="48px" /> : null}
            </span>
            <span>
              <span className="upload-product__name">{line.Product.Name}</span>
              <span className="upload-product__meta">
                {t('upload.number', { number: line.Product.NumberTrimmed })} ·{' '}
                <Price amounts={{ incl: line.Product.PriceInclTax, excl: line.Product.PriceExclTax }} /> {t('upload.perPiece')}
              </span>
            </span>
          </div>
        ) : (
          <span aria-hidden="true">–</span>
        )}
      </td>
      <td data-label={t('upload.colQuantity')} className="upload-row__quantity">
        {fixable ? (
          <>
            <label htmlFor={`${formId}-quantity`} className="visually-hidden">
              {t('upload.quantityFor', { line: line.Line })}
            </label>
            <input
              id={`${formId}-quantity`}
              className="form__input"
              form={formId}
              name="quantity"
              type="text"
              inputMode="numeric"
              defaultValue={line.Quantity}
              maxLength={12}
            />
          </>
        ) : (
          <>
            <strong data-testid="order-quantity">{line.OrderQuantity || line.Quantity}</strong>
            {line.IsGood && String(line.OrderQuantity) !== line.Quantity.trim() && (
              <span className="upload-row__requested"> ({t('upload.requested', { quantity: line.Quantity })})</span>
            )}
          </>
        )}
      </td>
      <td data-label={t('upload.colStatus')} className="upload-row__status">
        <span className="upload-status">{t(STATUS_LABELS[line.Status] ?? 'upload.statusProblem')}</span>
        {line.Status !== 'ok' && <span className="upload-row__message">{line.Message}</span>}
      </td>
      <td data-label={t('upload.colActions')} className="upload-row__actions">
        <div className="upload-row__buttons">
          {fixable && (
            <form id={formId} onSubmit={fix}>
              <button
                type="submit"
                className="button button--primary"
                disabled={busy}
                aria-label={t('upload.recheckLine', { line: line.Line })}
              >
                {t('upload.recheck')}
              </button>
            </form>
          )}
          <button
            type="button"
            className="button button--secondary-outline"
            disabled={busy}
            onClick={() => onRemove(line.Line)}
            aria-label={t('upload.removeLine', { line: line.Line })}
          >
            {t('upload.remove')}
          </button>
        </div>
      </td>
    </tr>
  );
}

function MappingFields({ report }: { report: UploadReport }) {
  const t = useT();
  const columns = report.Columns;
  if (!columns) return null;
  const example = (index: number) =>
    [columns.FirstRow[index], ...columns.Sample.map((row) => row[index])]
      .filter((cell) => cell && cell.trim() !== '')
      .slice(0, 3)
      .join(', ') || '–';
  const options = columns.FirstRow.map((_, index) => (
    <option key={index} value={index}>
      {t('upload.columnOption', { column: String.fromCharCode(65 + (index % 26)), example: example(index) })}
    </option>
  ));
  return (
    <fieldset className="upload-mapping" data-testid="upload-mapping">
      <legend>{t('upload.mappingTitle')}</legend>
      <p>{t('upload.mappingIntro')}</p>
      <div className="form__field">
        <label className="form__label" htmlFor="upload-code-column">
          {t('upload.codeColumn')}
        </label>
        <select id="upload-code-column" name="codeColumn" className="form__select" defaultValue="0">
          {options}
        </select>
      </div>
      <div className="form__field">
        <label className="form__label" htmlFor="upload-quantity-column">
          {t('upload.quantityColumn')}
        </label>
        <select
          id="upload-quantity-column"
          name="quantityColumn"
          className="form__select"
          defaultValue={columns.FirstRow.length > 1 ? '1' : '0'}
        >
          {options}
        </select>
      </div>
      <div className="form__check">
        <input type="checkbox" id="upload-has-header" name="hasHeader" value="true" defaultChecked />
        <label htmlFor="upload-has-header">{t('upload.hasHeader')}</label>
      </div>
    </fieldset>
  );
}

export default function OrderUpload({ actionData }: Route.ComponentProps) {
  const t = useT();
  const checker = useFetcher<UploadActionResult>();
  const navigation = useNavigation();
  const [report, setReport] = useState<UploadReport | null>(actionData?.ok ? actionData.report : null);
  const [lines, setLines] = useState<WorkingLine[]>(actionData?.ok ? workingLines(actionData.report.Lines) : []);
  // An error shows where its cause is: the upload form for a file or paste, the report for the lines checked again.
  const [error, setError] = useState<{ text: string; list: boolean }>({
    text: actionData && !actionData.ok ? actionData.error : '',
    list: actionData?.intent !== 'check',
  });
  const [notice, setNotice] = useState('');
  const [onlyProblems, setOnlyProblems] = useState(false);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const uploadForm = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef(false);

  // A new answer of the checker becomes the page's report (adjusted while rendering, not in an effect).
  const [handled, setHandled] = useState<UploadActionResult | undefined>(undefined);
  if (checker.state === 'idle' && checker.data && checker.data !== handled) {
    const answer = checker.data;
    setHandled(answer);
    if (!answer.ok) {
      setError({ text: answer.error, list: answer.intent !== 'check' });
    } else {
      setError({ text: '', list: false });
      setReport(answer.report);
      if (answer.report.Status === 'checked') setLines(workingLines(answer.report.Lines));
    }
  }
  // After an upload the keyboard focus goes to the report's heading, so a screen reader reads on from there.
  useEffect(() => {
    if (checker.state === 'idle' && checker.data && pendingFocus.current) {
      pendingFocus.current = false;
      reportHeading.current?.focus();
    }
  }, [checker.state, checker.data]);

  const busy = checker.state !== 'idle' || navigation.state === 'submitting';

  const recheck = (next: WorkingLine[], focusReport = false) => {
    setLines(next);
    setNotice('');
    if (next.length === 0) {
      setReport(null);
      return;
    }
    pendingFocus.current = focusReport;
    const form = new FormData();
    form.set('intent', 'recheck');
    form.set('lines', linesJson(next));
    void checker.submit(form, { method: 'post' });
  };

  const upload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (file instanceof File && file.size > MAX_UPLOAD_BYTES) {
      setError({ text: t('upload.tooLarge'), list: false });
      return;
    }
    // A chosen file goes to the server even when empty (it says why it cannot be read); nothing chosen or typed is asked for here.
    if (!(file instanceof File && file.name !== '') && !String(form.get('text') ?? '').trim()) {
      setError({ text: t('upload.noFile'), list: false });
      return;
    }
    setError({ text: '', list: false });
    pendingFocus.current = true;
    void checker.submit(form, { method: 'post', encType: 'multipart/form-data' });
  };

  const fileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setError({ text: file && file.size > MAX_UPLOAD_BYTES ? t('upload.tooLarge') : '', list: false });
    // A new file gets its own columns: a mapping shown for the previous one goes.
    if (report?.Status === 'needsMapping') setReport(null);
  };

  const addScanned = (code: string, quantity?: number) => recheck(addCode(lines, report?.Lines ?? [], code, quantity));
  const fix = (lineNumber: number, code: string, quantity: string) =>
    recheck(lines.map((line) => (line.Line === lineNumber ? { ...line, Code: code, Quantity: quantity } : line)));
  const remove = (lineNumber: number) => {
    recheck(lines.filter((line) => line.Line !== lineNumber));
    setNotice(t('upload.removed', { line: lineNumber }));
    reportHeading.current?.focus();
  };

  const checked = report?.Status === 'checked' ? report : null;
  const shown = checked ? (onlyProblems ? checked.Lines.filter((line) => !line.IsGood && line.Status !== 'merged') : checked.Lines) : [];
  const good = checked?.Summary.Good ?? 0;

  return (
    <div className="order-upload container">
      <h1>{t('upload.title')}</h1>
      <p className="order-upload__intro">{t('upload.intro')}</p>

      <div className="order-upload__start">
        <section className="order-upload__panel" aria-labelledby="upload-file-title">
          <h2 id="upload-file-title">{t('upload.fileSection')}</h2>
          <Form
            method="post"
            encType="multipart/form-data"
            className="order-upload__form"
            ref={uploadForm}
            onSubmit={upload}
            data-testid="upload-form"
          >
            <input type="hidden" name="intent" value="check" />
            <div className="form__field">
              <label className="form__label" htmlFor="upload-file">
                {t('upload.file')}
              </label>
              <input
                id="upload-file"
                name="file"
                type="file"
                accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-describedby="upload-file-hint"
                onChange={fileChosen}
              />
              <p id="upload-file-hint" className="form__aside">
                {t('upload.fileHint')}
              </p>
            </div>
            <div className="form__field">
              <label className="form__label" htmlFor="upload-text">
                {t('upload.paste')}
              </label>
              <textarea
                id="upload-text"
                name="text"
                rows={4}
                className="form__input"
                aria-describedby="upload-text-hint"
                spellCheck={false}
              />
              <p id="upload-text-hint" className="form__aside">
                {t('upload.pasteHint')}
              </p>
            </div>
            {report?.Status === 'needsMapping' && <MappingFields report={report} />}
            {error.text && (!error.list || !checked) && (
              <p className="alert alert--error" role="alert" data-testid="upload-error">
                {error.text}
              </p>
            )}
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? t('upload.checking') : report?.Status === 'needsMapping' ? t('upload.useColumns') : t('upload.check')}
            </button>
          </Form>
          <p className="order-upload__templates">
            {t('upload.templates')}{' '}
            <a href="/bestelling-uploaden/voorbeeld?format=csv" download aria-label={t('upload.templateCsvLabel')}>
              {t('upload.templateCsv')}
            </a>{' '}
            ·{' '}
            <a href="/bestelling-uploaden/voorbeeld?format=xlsx" download aria-label={t('upload.templateXlsxLabel')}>
              {t('upload.templateXlsx')}
            </a>
          </p>
        </section>

        <div className="order-upload__panel">
          <QuickOrder onAdd={({ code, quantity }) => addScanned(code, quantity)} />
          <div className="order-upload__scan">
            <ScanModal onCode={(code) => addScanned(code)} />
          </div>
        </div>
      </div>

      <p className="visually-hidden" role="status">
        {busy ? t('upload.checking') : notice}
      </p>

      {checked && (
        <section className="upload-report" aria-labelledby="upload-report-title" aria-busy={busy} data-testid="upload-report">
          <h2 id="upload-report-title" ref={reportHeading} tabIndex={-1}>
            {t('upload.reportTitle')}
          </h2>
          {checked.Source.SheetName && checked.Source.SheetCount > 1 && (
            <p className="alert alert--warning">
              {t('upload.sheetRead', { name: checked.Source.SheetName, count: checked.Source.SheetCount })}
            </p>
          )}
          {error.text && error.list && (
            <p className="alert alert--error" role="alert" data-testid="upload-error">
              {error.text}
            </p>
          )}
          <p className="upload-report__summary" data-testid="upload-summary">
            {t('upload.summary', { lines: checked.Summary.Lines, good: checked.Summary.Good, problems: checked.Summary.Problems })}{' '}
            {good > 0 && (
              <>
                {t('upload.summaryTotal')} <Price amounts={{ incl: checked.Summary.TotalInclTax, excl: checked.Summary.TotalExclTax }} />
              </>
            )}
          </p>
          <div className="form__check">
            <input
              type="checkbox"
              id="upload-only-problems"
              checked={onlyProblems}
              onChange={(event) => setOnlyProblems(event.currentTarget.checked)}
            />
            <label htmlFor="upload-only-problems">{t('upload.onlyProblems')}</label>
          </div>
          <div className="upload-report__table-wrap">
            <table className="upload-table">
              <caption className="visually-hidden">{t('upload.reportTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('upload.colLine')}</th>
                  <th scope="col">{t('upload.colCode')}</th>
                  <th scope="col">{t('upload.colProduct')}</th>
                  <th scope="col">{t('upload.colQuantity')}</th>
                  <th scope="col">{t('upload.colStatus')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('upload.colActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((line) => (
                  <ReportRow key={`${line.Line}-${line.Code}-${line.Quantity}`} line={line} busy={busy} onFix={fix} onRemove={remove} />
                ))}
              </tbody>
            </table>
          </div>
          <div className="upload-report__actions">
            <Form method="post">
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="lines" value={linesJson(lines)} />
              <button type="submit" className="button button--primary button--large" disabled={busy || good === 0} data-testid="upload-add">
                {good > 0 ? t('upload.addAll', { count: good }) : t('upload.noGood')}
              </button>
            </Form>
            <form method="post" action="/bestelling-uploaden/rapport?format=csv" className="upload-report__download">
              <input type="hidden" name="lines" value={linesJson(lines)} />
              <span>{t('upload.downloadReport')}</span>{' '}
              <button type="submit" className="button button--secondary-outline" aria-label={t('upload.reportCsvLabel')}>
                CSV
              </button>{' '}
              <button
                type="submit"
                formAction="/bestelling-uploaden/rapport?format=xlsx"
                className="button button--secondary-outline"
                aria-label={t('upload.reportXlsxLabel')}
              >
                Excel
              </button>
            </form>
            <button
              type="button"
              className="button button--secondary-outline"
              onClick={() => {
                setReport(null);
                setLines([]);
                uploadForm.current?.reset();
              }}
            >
              {t('upload.startOver')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
