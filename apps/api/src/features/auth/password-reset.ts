import { randomBytes } from 'node:crypto';
import { HOUR_MS, MESSAGE_IDS as M } from '@toonbank/domain';
import { consumeResetToken, createResetToken, findValidResetToken } from '@toonbank/db/repositories/password-resets';
import { findUserByEmail, findUserById } from '@toonbank/db/repositories/users';
import { hashPassword, verifyPassword } from '@toonbank/db/password-hash';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { forgetSessionChecks } from '../../lib/session.ts';
import { sha256 } from './login.ts';

/** A reset link works once, for one hour. */
export const RESET_TOKEN_TTL_MS = HOUR_MS;

const SUBJECTS = { nl: 'Nieuw wachtwoord instellen', fr: 'Définir un nouveau mot de passe', en: 'Set a new password' } as const;

/**
 * Mails a single-use reset link when the e-mail belongs to a login. The answer
 * is the same either way, so it does not reveal which accounts exist.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await createResetToken(db, user.id, sha256(token), new Date(deps.now().getTime() + RESET_TOKEN_TTL_MS));
  const base = (deps.config.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const link = `${base}/myaccount/resetpassword/redirect?token=${encodeURIComponent(token)}`;
  const language = user.language === 'fr' || user.language === 'en' ? user.language : 'nl';
  const text = {
    nl: `Beste ${user.firstName},\n\nJe hebt gevraagd om een nieuw wachtwoord. Stel het in via deze link (één uur geldig, één keer te gebruiken):\n\n${link}\n\nHeb je dit niet gevraagd? Dan kun je deze e-mail negeren.\n\nMet vriendelijke groet,\nToonbank`,
    fr: `Bonjour ${user.firstName},\n\nVous avez demandé un nouveau mot de passe. Définissez-le via ce lien (valable une heure, utilisable une fois) :\n\n${link}\n\nToonbank`,
    en: `Dear ${user.firstName},\n\nYou asked for a new password. Set it through this link (valid for one hour, usable once):\n\n${link}\n\nToonbank`,
  }[language];
  try {
    await deps.mailer.send({ to: user.email, subject: SUBJECTS[language], text });
  } catch (error) {
    deps.logger.error({ err: error }, 'reset-mail kon niet worden verstuurd');
    throw new ApiError(503, 'MAIL_FAILED', 'mailFailed');
  }
}

export async function isResetTokenValid(deps: AppDeps, token: string): Promise<boolean> {
  return (await findValidResetToken(deps.database.db, sha256(token), deps.now())) !== undefined;
}

/** Sets the new password through a reset token; the new password must differ from the old one. */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  const { db } = deps.database;
  const hash = sha256(token);
  const userId = await findValidResetToken(db, hash, deps.now());
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user) throw new ApiError(400, 'RESET_TOKEN_INVALID', M.resetTokenInvalid);
  if (await verifyPassword(password, user.passwordHash)) {
    throw new ApiError(400, 'VALIDATION_ERROR', M.samePassword, [{ Field: 'password', Message: M.samePassword }]);
  }
  // Sets the password and ends every session of the user, in one transaction.
  const used = await consumeResetToken(db, hash, deps.now(), await hashPassword(password));
  forgetSessionChecks(deps);
  if (!used) throw new ApiError(400, 'RESET_TOKEN_INVALID', M.resetTokenInvalid);
}
