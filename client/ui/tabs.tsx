import styles from './tabs.module.css';

export interface TabsProps {
  items: { id: string; label: string }[];
  value: string;
  onChange: (id: string) => void;
}

/** A row of tabs (role=tablist); arrow keys move between them. */
export function Tabs({ items, value, onChange }: TabsProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = items.findIndex((item) => item.id === value);
    const next = items[(index + (event.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
    if (next) {
      onChange(next.id);
      const list = event.currentTarget as HTMLElement;
      list.querySelector<HTMLElement>(`[data-tab="${CSS.escape(next.id)}"]`)?.focus();
    }
  };
  return (
    <div class={styles.tabs} role="tablist" onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            data-tab={item.id}
            class={`${styles.tab} ${selected ? styles.selected : ''}`}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
