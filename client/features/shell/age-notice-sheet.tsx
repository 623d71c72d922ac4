import type { ModalProps } from '../../stores/modals';

/** Placeholder replaced below in this same session. */
export default function AgeNoticeSheet(_props: ModalProps<'ageNotice'>) {
  return null;
}
