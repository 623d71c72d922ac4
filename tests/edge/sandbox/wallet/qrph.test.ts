// Issue 26: QR Ph's stand-in checkout shows a scannable code: an EMVCo payload in QR Ph's P2M
// shape with the amount and the order number, its CRC right, drawn as SVG in the page.
import { describe, expect, it } from 'vitest';
import { crc16, qrPhPayload } from '../../../../edge/sandbox/wallet/qrph';
import { makeSandbox } from '../helpers';
import { fundedPlayer } from '../games/game-helpers';

/** The top-level EMV fields of a payload. */
function fields(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < payload.length; ) {
    const length = Number(payload.slice(i + 2, i + 4));
    out.set(payload.slice(i, i + 2), payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return out;
}

describe('the QR Ph code', () => {
  it('is a dynamic PHP payment of the amount, referencing the order, with a valid CRC', () => {
    expect(crc16('123456789')).toBe('29B1'); // the CRC-16/CCITT-FALSE check value
    const payload = qrPhPayload(50_050, 'DABCDEFGHJKLMNPQ');
    const top = fields(payload);
    expect([top.get('00'), top.get('01'), top.get('53'), top.get('54'), top.get('58')]).toEqual(['01', '12', '608', '500.50', 'PH']);
    expect(fields(top.get('28')!).get('00')).toBe('ph.ppmi.p2m');
    expect(fields(top.get('62')!).get('05')).toBe('DABCDEFGHJKLMNPQ');
    expect(top.get('63')).toBe(crc16(payload.slice(0, -4)));
  });

  it('shows on QR Ph’s checkout only, as an SVG the page’s policy allows', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    const place = async (typeId: number) => (await sandbox.call('recharge', { typeId, amount: 500 * 100, requestId: `qr-${typeId}-request` }, token)).body;
    const qr = await (await sandbox.app.request((await place(3)).payUrl)).text();
    expect(qr).toMatch(/<figure class="qr"><svg [^>]*role="img" aria-label="QR Ph code to pay ₱500.00"[^>]*>.*<path d="M\d/);
    expect(qr).not.toMatch(/\sstyle=/);
    const gcash = await (await sandbox.app.request((await place(1)).payUrl)).text();
    expect(gcash).not.toContain('<svg');
  });
});
