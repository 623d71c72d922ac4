// A list of links at the end of an info page (FAQ, customer service, terms...).
import { ChevronRightIcon } from '../../ui/more-icons';
import styles from './info-page.module.css';

export function InfoLinks({ links }: { links: { href: string; label: string }[] }) {
  return (
    <ul class={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <a class={styles.link} href={link.href}>
            <span>{link.label}</span>
            <ChevronRightIcon />
          </a>
        </li>
      ))}
    </ul>
  );
}
