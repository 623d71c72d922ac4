// 'Later' and a call to action that closes the popup and goes to deposit.
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';

export function DepositActions({ label, onClose }: { label: string; onClose: () => void }) {
  const t = useT();
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('notices.later')}
      </Button>
      <Button
        onClick={() => {
          onClose();
          navigate(href('wallets', { query: { name: 'deposit', back: 1 } }));
        }}
      >
        {label}
      </Button>
    </>
  );
}
