// Renders the open modals through the registry, each lazy and under an error boundary (a broken
// modal closes itself instead of taking the page down).
import { useStore } from '@nanostores/react';
import { ErrorBoundary as SuspenseBoundary } from 'preact-iso';
import type { ComponentType } from 'preact';
import { MODAL_COMPONENTS } from './modal-registry';
import { $modals, closeModal, type ModalSpec } from './stores/modals';
import { t } from './stores/locale';
import { showToast } from './stores/toast';
import { ErrorBoundary } from './ui/error-boundary';

function ModalView({ spec }: { spec: ModalSpec }) {
  const { name, ...props } = spec;
  // The registry's mapped type guarantees props match the name; TS cannot correlate them here.
  const Component = MODAL_COMPONENTS[name] as ComponentType<Record<string, unknown> & { onClose: () => void }>;
  return <Component {...props} onClose={() => closeModal(name)} />;
}

export function ModalHost() {
  const modals = useStore($modals);
  return (
    <>
      {modals.map((spec) => (
        <ErrorBoundary
          key={spec.name}
          onError={(error) => {
            console.error(error);
            closeModal(spec.name);
            showToast(t('error.modalFailed'), 'error');
          }}
          fallback={() => null}
        >
          <SuspenseBoundary>
            <ModalView spec={spec} />
          </SuspenseBoundary>
        </ErrorBoundary>
      ))}
    </>
  );
}
