// Script of the stand-in provider's sign-in page (served as /sandbox/idp/authorize.js, so the page
// runs under a strict CSP). Popup mode posts the form with fetch and hands the answer to the opener.

function run(form: HTMLFormElement): void {
  const mode = form.getAttribute('data-mode');
  // Picking an earlier identity fills its name in, so the field shows who signs in.
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name="subject"]')) {
    input.addEventListener('change', () => {
      const name = input.getAttribute('data-name');
      const field = form.querySelector<HTMLInputElement>('input[name="name"]');
      if (field && name) field.value = name;
    });
  }
  if (mode !== 'popup') return; // redirect mode: the browser posts the form and follows the 302
  form.addEventListener('submit', (event: SubmitEvent) => {
    event.preventDefault();
    const data = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    const submitter = event.submitter as HTMLButtonElement | null;
    data.set('action', submitter?.value === 'cancel' ? 'cancel' : 'continue');
    // getAttribute: the buttons named "action" shadow the form's .action property.
    fetch(form.getAttribute('action') ?? '', { method: 'POST', body: data, credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error('sign-in refused');
        return response.json() as Promise<unknown>;
      })
      .then(
        (result) => {
          if (window.opener) (window.opener as Window).postMessage(result, location.origin);
          window.close();
        },
        () => {
          const error = document.getElementById('idp-error');
          if (error) error.hidden = false;
        },
      );
  });
}

const form = document.getElementById('idp-form');
if (form instanceof HTMLFormElement) run(form);

export {};
