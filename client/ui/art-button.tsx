// Popup art whose picture draws a button (the operator's banners carry a "JOIN NOW" pill): the
// whole picture takes the popup's main action, so nothing drawn is dead. It repeats a real button
// of the popup for the thumb, so it is hidden from screen readers and the tab order (that button
// is the accessible way; two of the same name would be announced twice).
import styles from './art-button.module.css';

export function ArtButton({ src, onClick, class: extra }: { src: string; onClick: () => void; class?: string }) {
  return (
    <button type="button" class={styles.art} aria-hidden="true" tabIndex={-1} onClick={onClick}>
      <img class={extra} src={src} alt="" width={690} height={280} />
    </button>
  );
}
