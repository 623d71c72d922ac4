// A player's avatar: the uploaded picture (`avatar` 'upload', its URL in `avatarOther`, checked by
// the safe-URL module), one of the preset set drawn here (a coloured disc with an icon, nothing
// fetched), or the default person icon.
import { AVATAR_UPLOADED } from '../../../contract/member-fields';
import { safeImageUrl } from '../../../contract/safe-url';
import { UserIcon } from '../../ui/icons';

const PRESET_COLOURS = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#2a9d8f', '#8338ec', '#d62246', '#3a5a40'];

/** The preset's index (0-based) when `avatar` is `preset:<1..8>`. */
export function presetIndex(avatar: string): number | null {
  const match = /^preset:([1-8])$/.exec(avatar);
  return match ? Number(match[1]) - 1 : null;
}

/** The picture URL to show for `avatar` (the uploaded one, or a picture URL from the operator), or null. */
export function avatarPicture(avatar: string, avatarOther = ''): string | null {
  return avatar === AVATAR_UPLOADED ? safeImageUrl(avatarOther) : safeImageUrl(avatar);
}

export function Avatar({ avatar, avatarOther, class: className }: { avatar: string; avatarOther?: string; class?: string }) {
  const preset = presetIndex(avatar);
  if (preset !== null) {
    return (
      <span class={className} style={{ background: PRESET_COLOURS[preset], color: '#fff' }} aria-hidden="true">
        <UserIcon />
      </span>
    );
  }
  const url = avatarPicture(avatar, avatarOther);
  return <span class={className}>{url ? <img src={url} alt="" width={56} height={56} decoding="async" /> : <UserIcon aria-hidden="true" />}</span>;
}
