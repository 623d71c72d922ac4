// The WebOTP API (Chrome on Android): reads the one-time code from the SMS the operator sends
// (its last line must be `@<our host> #<code>`), with the player's one-tap consent.

interface OtpCredential {
  code?: string;
}

/** True when the browser offers WebOTP. */
export const webOtpAvailable = (): boolean => typeof window !== 'undefined' && 'OTPCredential' in window && !!navigator.credentials;

/** Waits for the code of the next SMS; null when unavailable, aborted, refused or not digits. */
export async function readSmsCode(signal: AbortSignal): Promise<string | null> {
  if (!webOtpAvailable()) return null;
  try {
    const credential = (await navigator.credentials.get({ otp: { transport: ['sms'] }, signal } as CredentialRequestOptions)) as OtpCredential | null;
    const code = credential?.code ?? '';
    return /^\d{4,8}$/.test(code) ? code : null;
  } catch {
    // AbortError (left the form, asked again), NotAllowedError (the player said no): type it instead.
    return null;
  }
}
