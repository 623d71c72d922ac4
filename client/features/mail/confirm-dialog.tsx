// A yes/no question before something that cannot be undone (deleting mail).
import { useState } from 'preact/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

export function ConfirmDialog(props: { title: string; message: string; confirm: string; cancel: string; onConfirm: () => Promise<void>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    props.onConfirm().finally(() => {
      setBusy(false);
      props.onClose();
    });
  };
  return (
    <Dialog
      open
      title={props.title}
      onClose={busy ? undefined : props.onClose}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={props.onClose}>
            {props.cancel}
          </Button>
          <Button loading={busy} onClick={run} data-testid="confirm">
            {props.confirm}
          </Button>
        </>
      }
    >
      <p>{props.message}</p>
    </Dialog>
  );
}
