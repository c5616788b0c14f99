import { Button, DialogTrigger } from 'react-aria-components';
import { useT } from '../../i18n/messages.ts';
import { ModalDialog } from '../ui/ModalDialog.tsx';

/** §2 ingredients modal: the product's ingredients text in a dialog, opened from the product page. */
export function IngredientsModal({ name, ingredients }: { name: string; ingredients: string }) {
  const t = useT();
  if (!ingredients.trim()) return null;
  return (
    <DialogTrigger>
      <Button className="button button--secondary-outline ingredients-button">{t('ingredients.open')}</Button>
      <ModalDialog title={t('ingredients.title', { name })} closeLabel={t('ingredients.close')} testId="ingredients">
        {() => (
          <div className="dialog__body">
            {ingredients.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}
