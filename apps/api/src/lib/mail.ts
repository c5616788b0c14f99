import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Optional HTML version of `text` (sent as multipart/alternative). */
  html?: string;
  /** Optional reply address, e.g. the applicant of a registration request. */
  replyTo?: string;
}

/** Sends shop mail; implementations: SMTP (nodemailer) or a file outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Mail over SMTP, e.g. `smtp://user:pass@mail.example.nl:587`. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP every message is written as an .eml file to `dir` (DATA_DIR/mail)
 * and its path logged, so a developer can follow reset links.
 */
export function fileMailer(dir: string, from: string, logger: Logger): Mailer {
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${String(sequence).padStart(4, '0')}.eml`);
      const headers = [`From: ${from}`, `To: ${message.to}`, `Subject: ${message.subject}`];
      if (message.replyTo) headers.push(`Reply-To: ${message.replyTo}`);
      headers.push('MIME-Version: 1.0');
      let body: string;
      if (message.html === undefined) {
        headers.push('Content-Type: text/plain; charset=utf-8');
        body = `${message.text}\n`;
      } else {
        const boundary = `toonbank-${stamp}-${sequence}`;
        headers.push(`Content-Type: multipart/alternative; boundary="${boundary}"`);
        body = [
          `--${boundary}`,
          'Content-Type: text/plain; charset=utf-8',
          'Content-Transfer-Encoding: 8bit',
          '',
          message.text,
          `--${boundary}`,
          'Content-Type: text/html; charset=utf-8',
          'Content-Transfer-Encoding: 8bit',
          '',
          message.html,
          `--${boundary}--`,
          '',
        ].join('\n');
      }
      await writeFile(file, `${headers.join('\n')}\n\n${body}`, 'utf8');
      logger.info({ file }, 'e-mail weggeschreven naar de outbox');
    },
  };
}

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : fileMailer(path.join(options.dataDir, 'mail'), options.from, options.logger);
}
