import type { CatalogDef } from '../../stores/locale';
import type { ModalProps } from '../../stores/modals';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** @public Core text only (always present): no catalog to add (lazyPage reads it; knip cannot see that). */
export const catalogs: readonly CatalogDef[] = [];

/** The 'Tips' dialog: a title, a message and OK (spec section 8, e.g. the request timeout). */
export default function TipsDialog({ title, message, onClose }: ModalProps<'tips'>) {
  const t = useT();
  return (
    <Dialog open title={title} onClose={onClose} actions={<Button onClick={onClose}>{t('common.ok')}</Button>}>
      <p>{message}</p>
    </Dialog>
  );
}
