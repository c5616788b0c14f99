import type { RouteHandler } from '@hono/zod-openapi';
import { contentLanguage } from '@toonbank/domain';
import { findForm, insertFormSubmission } from '@toonbank/db/repositories/forms';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { enforce } from '../../lib/rate-limits.ts';
import { validateFormData } from './form-validation.ts';
import type { getFormRoute, submitFormRoute } from './forms.routes.ts';
import { clientIpFrom } from '../../lib/client-ip.ts';

const formNotFound = () => new ApiError(404, 'FORM_NOT_FOUND', 'formNotFound');

export const getFormHandler: RouteHandler<typeof getFormRoute, AppEnv> = async (c) => {
  const { id, locale } = c.req.valid('param');
  const form = await findForm(c.var.deps.database.db, id, contentLanguage(locale));
  if (!form) throw formNotFound();
  return c.json(
    {
      Success: true as const,
      Data: {
        Id: form.id,
        Locale: form.locale,
        Title: form.title,
        Intro: form.intro,
        SubmitLabel: form.submitLabel,
        SuccessUrl: form.successUrl,
        Fields: form.fields.map((field) => ({
          Name: field.name,
          Label: field.label,
          Type: field.type,
          Required: field.required,
          MaxLength: field.maxLength ?? null,
          Options: (field.options ?? []).map((option) => ({ Value: option.value, Label: option.label })),
        })),
      },
    },
    200,
  );
};

export const submitFormHandler: RouteHandler<typeof submitFormRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  const { deps } = c.var;
  const db = deps.database.db;
  const locale = contentLanguage(body.culture ?? c.var.language);
  const form = await findForm(db, id, locale);
  if (!form) throw formNotFound();
  const result = validateFormData(form.fields, body.data);
  if (!result.ok) {
    const first = result.errors[0]!;
    throw new ApiError(400, 'VALIDATION_ERROR', first.Message, result.errors);
  }
  const ip = clientIpFrom(c.req.header('x-client-ip'));
  // Five submissions per address per ten minutes, counted in PostgreSQL for every process (rate-limits.ts).
  await enforce(c, [['formAddress', ip]], 'tooManyForms');
  await db.transaction(async (tx) => {
    const submissionId = await insertFormSubmission(tx, { formId: form.id, culture: locale, data: result.values, ip });
    // Mailed inside the transaction: a submission that cannot be mailed is not kept either.
    const lines = form.fields.map((field) => `${field.label}: ${String(result.values[field.name] ?? '')}`);
    await deps.mailer.send({ to: form.mailTo, subject: `${form.title} (#${submissionId})`, text: lines.join('\n') });
  });
  return c.json({ Success: true as const, SuccessUrl: form.successUrl }, 200);
};
