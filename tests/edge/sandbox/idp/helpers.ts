// Drives the stand-in identity provider the way its sign-in page does.
import type { TestSandbox } from '../helpers';

/** Signs in at the provider in popup mode (a new identity, or `subject`); returns the page's message. */
export async function idpPopupSignIn(
  sandbox: TestSandbox,
  provider: 'facebook' | 'google' | 'line',
  options: { name?: string; subject?: string; clientId?: string } = {},
): Promise<{ ok: boolean; accessToken: string; userID: string; expiresIn: number; source: string; provider: string }> {
  const form = new URLSearchParams({
    provider,
    client_id: options.clientId ?? 'test-client',
    mode: 'popup',
    redirect_uri: '',
    action: 'continue',
    name: options.name ?? 'Juan Dela Cruz',
    subject: options.subject ?? '',
  });
  const response = await sandbox.app.request('/sandbox/idp/authorize', {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.status !== 200) throw new Error(`idp authorize: ${response.status}`);
  return response.json() as never;
}
