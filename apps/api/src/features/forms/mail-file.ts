import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes an outgoing mail as a text file in `dir` (the shop has no mail
 * service yet; an operator or a later mail service picks these up).
 */
export async function writeMailFile(dir: string, mail: { to: string; subject: string; body: string; id: string }): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${mail.id}.eml`);
  const header = (value: string) => value.replace(/[\r\n]+/g, ' ');
  const content = [`To: ${header(mail.to)}`, `Subject: ${header(mail.subject)}`, 'Content-Type: text/plain; charset=utf-8', '', mail.body, ''].join('\r\n');
  await writeFile(file, content, { flag: 'wx' });
  return file;
}
