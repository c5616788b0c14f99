import { useT } from '../../i18n/messages.ts';
import { DialogButton } from '../ui/DialogButton.tsx';

/** §2 ingredients modal: the product's ingredients text in a dialog, opened from the product page. */
export function IngredientsModal({ name, ingredients }: { name: string; ingredients: string }) {
  const t = useT();
  if (!ingredients.trim()) return null;
  return (
    <DialogButton
      className="button button--secondary-outline ingredients-button"
      dialog={{
        title: t('ingredients.title', { name }),
        closeLabel: t('ingredients.close'),
        testId: 'ingredients',
        children: () => (
          <div className="dialog__body">
            {ingredients.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        ),
      }}
    >
      {t('ingredients.open')}
    </DialogButton>
  );
}
