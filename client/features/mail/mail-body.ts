// Mail bodies are operator HTML: sanitised with DOMPurify before display. Only text formatting
// and links survive: no scripts, no event handlers, no styles, no forms, no frames, no images
// (a remote image would tell a tracker when the mail was read). A link stays a link only when
// the safe-URL module accepts it as an https URL, and it opens outside the app.
import DOMPurify from 'dompurify';
import { safeExternalUrl } from '../../../contract/safe-url';

const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'hr', 'a', 'span', 'div'];

let purifier: ReturnType<typeof DOMPurify> | null = null;

// One instance of our own, so our hook never touches another user of the global DOMPurify.
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const url = safeExternalUrl(node.getAttribute('href'));
    if (url) {
      node.setAttribute('href', url);
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    } else {
      node.removeAttribute('href');
    }
  });
  purifier = created;
  return created;
}

/** The mail body as safe HTML: formatting and https links (opening in a new tab) only. */
export function sanitizeMailBody(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
