import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../stores/toast';
import styles from './toast-host.module.css';

/** Shows the toasts; announced politely to screen readers. */
export function ToastHost() {
  const toasts = useStore($toasts);
  return (
    <div class={styles.host} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} class={`${styles.toast} ${styles[toast.kind]}`}>
          <span class={styles.message}>{toast.message}</span>
          {toast.action ? (
            <button
              type="button"
              class={styles.action}
              onClick={() => {
                dismissToast(toast.id);
                toast.action!.run();
              }}
            >
              {toast.action.label}
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
