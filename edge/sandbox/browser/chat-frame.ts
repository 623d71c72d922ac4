// The stand-in chat page inside the widget's frame: the player writes, the "agent" echoes and
// answers from a small FAQ after a short pause (a real operator's agents answer for real).

interface Answer {
  words: RegExp;
  text: string;
}

const FAQ: Answer[] = [
  { words: /gcash|maya|deposit|top.?up|load|hulog/i, text: 'Deposits through GCash or Maya usually arrive within 5 minutes. If yours has not, send us the reference number from your GCash or Maya receipt and we will trace it.' },
  { words: /withdraw|cash.?out|payout|labas/i, text: 'Withdrawals are reviewed and paid within 24 hours, usually much faster. Bonuses need their turnover first; see Wallet, Withdraw for what is held and why.' },
  { words: /kyc|verify|verification|\bid\b|selfie/i, text: 'To verify your identity, upload a valid government ID and a selfie under Profile, Verify identity. It takes up to 24 hours.' },
  { words: /bonus|turnover|rollover|promo/i, text: 'A deposit bonus can be withdrawn after bets of 10 times its amount. Free bonuses need at least one deposit before they can be earned.' },
  { words: /password|forgot|login|log in|account/i, text: 'Forgot your password? Tap Log in, then Forgot password, and we will send a code to your mobile number.' },
];

const params = new URLSearchParams(location.search);
const vip = params.get('group') === 'vip';

const log = document.getElementById('log') as HTMLOListElement;
const form = document.getElementById('form') as HTMLFormElement;
const input = document.getElementById('message') as HTMLInputElement;
const title = document.getElementById('title') as HTMLHeadingElement;
if (vip) title.textContent = 'VIP host (sandbox)';

function say(who: 'you' | 'agent', text: string): void {
  const item = document.createElement('li');
  item.className = who;
  const name = document.createElement('strong');
  name.textContent = who === 'you' ? 'You' : vip ? 'VIP host' : 'Support';
  const body = document.createElement('p');
  // Text only: whatever the player types is never parsed as HTML.
  body.textContent = text;
  item.append(name, body);
  log.appendChild(item);
  item.scrollIntoView({ block: 'end' });
}

function answer(text: string): string {
  const hit = FAQ.find((entry) => entry.words.test(text));
  return hit ? hit.text : `You said: “${text}”. An agent will reply here shortly.`;
}

say('agent', vip ? 'Hello! I am your VIP host. How can I help you today?' : 'Hello! How can we help you today?');

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const text = input.value.trim().slice(0, 500);
  if (!text) return;
  input.value = '';
  say('you', text);
  setTimeout(() => say('agent', answer(text)), 600);
});
