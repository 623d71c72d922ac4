// Sharing and copying, in one place: the phone's share sheet (Web Share) with copying as the
// fallback, and the clipboard (with a hidden text area where the Clipboard API is missing or
// refused). The wrapper bridge takes these over inside the Android app.

/** 'shared': the sheet was used; 'copied': no sheet, the text was copied; 'cancelled': the player closed the sheet; 'failed'. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Copies `text`; true when it reached the clipboard. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): try the old way.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  } catch {
    return false;
  }
}

/** Opens the share sheet with `text` and `url`; copies them where there is no sheet. */
export async function shareLink(content: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(content);
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user gesture, a desktop without targets): copy instead.
    }
  }
  return (await copyText(`${content.text} ${content.url}`)) ? 'copied' : 'failed';
}

/** An app path of the share map as a full link of this site. */
export const absoluteLink = (path: string): string => new URL(path, location.origin).toString();
