// The body of /service and /service/vip: the live chat line (the web widget, or the native chat in
// the Android app), the other lines (pages that open outside the app), email, feedback and FAQ.
import { useStore } from '@nanostores/react';
import { useState } from 'preact/hooks';
import type { CustomerServiceItem } from '../../../contract/core';
import { safeExternalUrl } from '../../../contract/safe-url';
import { href } from '../../../contract/route-paths';
import { $config } from '../../stores/config';
import { useT } from '../../widgets/use-t';
import { $user } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { ChevronRightIcon } from '../../ui/more-icons';
import { Skeleton } from '../../ui/skeleton';
import { onlineLine, openChat } from '../../widgets/customer-service';
import { $serviceLines } from './service-store';
import styles from './service.module.css';

const EMAIL = /^[^\s@<>"'()]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,24}$/;

export function ServiceView({ vipPage }: { vipPage: boolean }) {
  const t = useT();
  const lines = useStore($serviceLines);
  const user = useStore($user);
  const email = useStore($config)?.clientConfig?.email ?? '';
  const vip = (user?.vip ?? 0) > 0;
  if (!lines.data && lines.error) {
    return (
      <div class={styles.problem} role="alert">
        <p>{t('service.loadFailed')}</p>
        <Button onClick={() => void $serviceLines.reload()}>{t('service.retry')}</Button>
      </div>
    );
  }
  if (!lines.data) {
    return (
      <div class={styles.section} aria-busy="true">
        <Skeleton height="calc(2 * var(--u))" radius="calc(0.2 * var(--u))" />
        <Skeleton height="calc(1 * var(--u))" radius="calc(0.2 * var(--u))" />
      </div>
    );
  }
  const all = lines.data;
  const chat = vipPage ? (vip ? all.find((line) => line.vip === 1 && onlineLine([line], true)) : undefined) : onlineLine(all, false);
  const others = all.filter((line) => line.itemType !== 1 && safeExternalUrl(line.url) && (vip || line.vip !== 1));
  return (
    <div class={styles.section}>
      <section class={styles.card} aria-labelledby="chat-title">
        <h2 id="chat-title">{vipPage ? t('service.vipTitle') : t('service.chatTitle')}</h2>
        {chat ? (
          <>
            <p>{vipPage ? t('service.vipChatText') : t('service.chatText')}</p>
            <ChatButton line={chat} label={vipPage ? t('service.vipChat') : t('service.chat')} />
          </>
        ) : vipPage ? (
          <>
            <p>{t('service.vipOnly')}</p>
            <a class={styles.buttonLink} href={href('wallets', { query: { name: 'deposit', back: 1 } })}>
              {t('service.deposit')}
            </a>
          </>
        ) : (
          <p>{t('service.noChat')}</p>
        )}
      </section>
      <section class={styles.card} aria-labelledby="other-title">
        <h2 id="other-title">{t('service.otherTitle')}</h2>
        <ul class={styles.links}>
          {!vipPage && vip ? <LinkRow href={href('serviceVip')} label={t('service.vipLink')} /> : null}
          {others.map((line) => (
            <LinkRow key={line.id} href={safeExternalUrl(line.url)!} label={line.name} external={t('service.opensOutside')} />
          ))}
          {EMAIL.test(email) ? <LinkRow href={`mailto:${email}`} label={t('service.email', { email })} /> : null}
          <LinkRow href={href('feedback')} label={t('service.feedback')} />
          <LinkRow href={href('faq')} label={t('service.faq')} />
        </ul>
      </section>
      <p class={styles.note}>{t('service.help')}</p>
    </div>
  );
}

function LinkRow({ href: target, label, external }: { href: string; label: string; external?: string }) {
  return (
    <li>
      <a class={styles.link} href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <span>
          {label}
          {external ? <span class="visually-hidden"> {external}</span> : null}
        </span>
        <ChevronRightIcon />
      </a>
    </li>
  );
}

function ChatButton({ line, label }: { line: CustomerServiceItem; label: string }) {
  const t = useT();
  const [opening, setOpening] = useState(false);
  const open = () => {
    setOpening(true);
    openChat(line)
      .catch(() => showToast(t('service.chatFailed'), 'error'))
      .finally(() => setOpening(false));
  };
  return (
    <Button block loading={opening} onClick={open} data-testid="open-chat">
      {label}
    </Button>
  );
}
