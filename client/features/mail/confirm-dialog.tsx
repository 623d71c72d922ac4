// A yes/no question before something that cannot be undone (deleting mail). `pending` (the
// mutation's) keeps it open with a spinner until the answer; the caller closes it then.
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

export function ConfirmDialog(props: { title: string; message: string; confirm: string; cancel: string; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog
      open
      title={props.title}
      onClose={props.pending ? undefined : props.onClose}
      actions={
        <>
          <Button variant="secondary" disabled={props.pending} onClick={props.onClose}>
            {props.cancel}
          </Button>
          <Button loading={props.pending} onClick={props.onConfirm} data-testid="confirm">
            {props.confirm}
          </Button>
        </>
      }
    >
      <p>{props.message}</p>
    </Dialog>
  );
}
