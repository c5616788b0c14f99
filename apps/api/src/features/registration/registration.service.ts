/**
 * The registration use case (there is no free sign-up: a person asks for an
 * account and the shop sets it up). An e-mail address already in use is
 * refused; the request is stored and mailed to the shop as one step, so when
 * that mail fails nothing stays behind; the applicant then gets a confirmation
 * in their own language.
 */
import type { z } from '@hono/zod-openapi';
import { MESSAGE_IDS as M } from '@toonbank/domain';
import { deleteRegistrationRequest, insertRegistrationRequest } from '@toonbank/db/repositories/registration-requests';
import { emailInUse } from '@toonbank/db/repositories/users';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import type { RegistrationBody } from './registration.routes.ts';

type Request = z.infer<typeof RegistrationBody>;

/** Stores the request and mails it to the shop; when the mail fails nothing stays behind. */
export async function submitRegistration(deps: AppDeps, request: Request): Promise<void> {
  const { db } = deps.database;
  if (await emailInUse(db, request.email)) {
    throw new ApiError(400, 'EMAIL_EXISTS', M.emailExists, [{ Field: 'email', Message: M.emailExists }]);
  }
  const id = await insertRegistrationRequest(db, {
    kind: request.kind,
    email: request.email,
    companyName: request.kind === 'Company' ? request.companyName : null,
    kvkNumber: request.kind === 'Company' ? request.kvkNumber : null,
    vatNumber: request.kind === 'Company' ? request.vatNumber : null,
    firstName: request.firstName,
    middleName: request.middleName,
    lastName: request.lastName,
    phoneNumber: request.phoneNumber,
    address: request.address,
    remarks: request.remarks,
    language: request.language,
  });
  const a = request.address;
  const lines = [
    `Nieuw registratieverzoek #${String(id)} (${request.kind === 'Company' ? 'zakelijk' : 'particulier'})`,
    '',
    ...(request.kind === 'Company' ? [`Bedrijf: ${request.companyName}`, `KvK: ${request.kvkNumber}`, `Btw: ${request.vatNumber}`] : []),
    `Contactpersoon: ${[request.firstName, request.middleName, request.lastName].filter(Boolean).join(' ')}`,
    `E-mail: ${request.email}`,
    `Telefoon: ${request.phoneNumber}`,
    `Adres: ${a.street} ${a.houseNumber}${a.houseNumberExtension ? ` ${a.houseNumberExtension}` : ''}, ${a.postalCode} ${a.city} (${a.countryCode})`,
    `Taal: ${request.language}`,
    ...(request.remarks ? ['', 'Opmerkingen:', request.remarks] : []),
  ];
  try {
    await deps.mailer.send({
      to: deps.config.SHOP_EMAIL ?? 'verkoop@toonbank.nl',
      replyTo: request.email,
      subject: `Registratieverzoek: ${request.kind === 'Company' ? request.companyName : `${request.firstName} ${request.lastName}`}`,
      text: lines.join('\n'),
    });
  } catch (error) {
    deps.logger.error({ err: error }, 'registratieverzoek kon niet worden gemaild');
    await deleteRegistrationRequest(db, id);
    throw new ApiError(503, 'REGISTRATION_FAILED', M.registrationFailed);
  }
  // The applicant gets a confirmation in their language (issue 12 defect 11); the request stands even when this mail fails.
  await deps.mailer.send(applicantConfirmation(request)).catch((error: unknown) => {
    deps.logger.error({ err: error }, 'bevestiging van het registratieverzoek kon niet worden gemaild');
  });
}

const CONFIRMATION_SUBJECTS = {
  nl: 'We hebben je aanvraag ontvangen',
  fr: 'Nous avons bien reçu votre demande',
  en: 'We have received your request',
} as const;

/** The confirmation to the applicant: what was asked, and what happens next. */
function applicantConfirmation(request: Request): { to: string; subject: string; text: string } {
  const language = request.language === 'fr' || request.language === 'en' ? request.language : 'nl';
  const name = request.firstName;
  const company = request.kind === 'Company' ? request.companyName : null;
  const text = {
    nl: `Beste ${name},\n\nBedankt voor je aanvraag voor een ${company ? `zakelijk account voor ${company}` : 'account'} bij Toonbank. We nemen binnen twee werkdagen contact met je op om je account in te richten.\n\nHeb je deze aanvraag niet gedaan? Dan kun je deze e-mail negeren.\n\nMet vriendelijke groet,\nToonbank`,
    fr: `Bonjour ${name},\n\nMerci pour votre demande ${company ? `de compte professionnel pour ${company}` : 'de compte'} chez Toonbank. Nous vous contacterons dans les deux jours ouvrables pour configurer votre compte.\n\nVous n’avez pas fait cette demande ? Ignorez cet e-mail.\n\nToonbank`,
    en: `Dear ${name},\n\nThank you for requesting ${company ? `a business account for ${company}` : 'an account'} at Toonbank. We will contact you within two working days to set up your account.\n\nDid you not make this request? Then you can ignore this e-mail.\n\nToonbank`,
  }[language];
  return { to: request.email, subject: CONFIRMATION_SUBJECTS[language], text };
}
