/** The content forms (contact and the like) and what visitors submit through them. */
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../client.ts';
import { type FormField, forms, formSubmissions } from '../schema/forms.ts';

type FormRow = typeof forms.$inferSelect;
export type { FormField };

export async function findForm(db: Db, id: string, locale: string): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), eq(forms.locale, locale)));
  return row;
}

export async function insertFormSubmission(
  db: Executor,
  submission: { formId: string; culture: string; data: Record<string, string | boolean>; ip: string },
): Promise<number> {
  const [row] = await db.insert(formSubmissions).values(submission).returning({ id: formSubmissions.id });
  return row!.id;
}
