// Script of the demo slot page (served as /sandbox/games/slot/slot.js). The server decides every
// outcome; the page only animates it. After a real-money round it tells the app frame the new
// balance (same origin only).

type Symbol = 'seven' | 'crown' | 'bell' | 'star' | 'melon' | 'cherry' | 'lemon' | 'plum';
type Shape = [tag: string, attributes: Record<string, string | number>];
type Reels = Symbol[][];

interface LineWin {
  line: number;
  count: number;
  amount: number;
}

interface GameState {
  code: 200;
  gameName: string;
  hue: number;
  tryIt: 0 | 1;
  balance: number;
  bets: number[];
  paylines: number[][];
  paytable: { symbol: Symbol; pays: number[] }[];
}

interface SpinAnswer {
  code: 200;
  reels: Reels;
  wins: LineWin[];
  win: number;
  balance: number;
}

type Failure = { code: number; msg?: string };

const SVG = 'http://www.w3.org/2000/svg';
const SHAPES: Record<Symbol, Shape[]> = {
  seven: [['rect', { x: 4, y: 4, width: 92, height: 92, rx: 18, fill: '#d7263d' }], ['path', { d: 'M30 26h42l-22 52', stroke: '#fff', 'stroke-width': 12, fill: 'none', 'stroke-linejoin': 'round' }]],
  crown: [['path', { d: 'M12 74l6-48 20 24 12-30 12 30 20-24 6 48z', fill: '#f5b301', stroke: '#8a5a00', 'stroke-width': 4 }], ['rect', { x: 14, y: 76, width: 72, height: 10, fill: '#8a5a00' }]],
  bell: [['path', { d: 'M50 12c-18 0-28 14-28 34v16l-8 12h72l-8-12V46c0-20-10-34-28-34z', fill: '#ffc83d', stroke: '#a86b00', 'stroke-width': 4 }], ['circle', { cx: 50, cy: 84, r: 8, fill: '#a86b00' }]],
  star: [['path', { d: 'M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30-23-20 30-3z', fill: '#3f8efc', stroke: '#1b4fa8', 'stroke-width': 4 }]],
  melon: [['path', { d: 'M8 40h84a42 42 0 0 1-84 0z', fill: '#2fbf71' }], ['path', { d: 'M16 40h68a34 34 0 0 1-68 0z', fill: '#ff5d73' }], ['circle', { cx: 40, cy: 52, r: 3, fill: '#222' }], ['circle', { cx: 58, cy: 56, r: 3, fill: '#222' }]],
  cherry: [['path', { d: 'M34 62C40 40 52 22 70 14M66 66C64 44 66 28 70 14', stroke: '#2d7a3a', 'stroke-width': 5, fill: 'none' }], ['circle', { cx: 32, cy: 70, r: 16, fill: '#c8102e' }], ['circle', { cx: 68, cy: 72, r: 16, fill: '#e0243f' }]],
  lemon: [['ellipse', { cx: 50, cy: 52, rx: 38, ry: 28, fill: '#ffe14d', stroke: '#c9a800', 'stroke-width': 4 }]],
  plum: [['circle', { cx: 50, cy: 56, r: 34, fill: '#7b3fa0' }], ['path', { d: 'M50 22c4-8 12-12 20-10', stroke: '#2d7a3a', 'stroke-width': 5, fill: 'none' }]],
};
const SYMBOL_NAMES: Record<Symbol, string> = { seven: 'Seven', crown: 'Crown', bell: 'Bell', star: 'Star', melon: 'Melon', cherry: 'Cherry', lemon: 'Lemon', plum: 'Plum' };
const ERRORS: Record<number, string> = {
  1204: 'Not enough balance for this bet.',
  1205: 'This game session has ended. Close the game and open it again.',
  400: 'That bet is not available.',
};

const session = new URLSearchParams(location.search).get('session') || '';
const el = <T extends Element = HTMLElement>(id: string): T => document.getElementById(id) as unknown as T;
let state: GameState | null = null;
let bet = 0;
let busy = false;
let ended = false;

function icon(symbol: Symbol): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', SYMBOL_NAMES[symbol] || symbol);
  for (const [tag, attributes] of SHAPES[symbol] || []) {
    const node = document.createElementNS(SVG, tag);
    for (const name of Object.keys(attributes)) node.setAttribute(name, String(attributes[name]));
    svg.appendChild(node);
  }
  return svg;
}

function money(minor: number): string {
  return (Math.floor(minor) / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function say(text: string, kind?: 'error' | 'win'): void {
  const message = el('message');
  message.textContent = text;
  message.className = `message${kind ? ` ${kind}` : ''}`;
}

function api<T>(path: 'state' | 'spin', body: unknown): Promise<T | Failure> {
  return fetch(`/sandbox/games/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  }).then((response) => (response.json() as Promise<T | Failure>).catch((): Failure => ({ code: response.status })));
}

/** The operator's own words for its responsible-gaming refusals (they name the limit, what is left and when it resets). */
const OPERATOR_WORDED = new Set([1702, 1703, 1704, 1705]);

function showError(code: number, msg = ''): void {
  if (code === 1205) ended = true;
  say(ERRORS[code] || (OPERATOR_WORDED.has(code) && msg) || 'Connection problem. Please try again.', 'error');
}

function renderReels(reels: Reels): void {
  const root = el('reels');
  root.textContent = '';
  for (const column of reels) {
    const reel = document.createElement('div');
    reel.className = 'reel';
    for (const symbol of column) {
      const cell = document.createElement('div');
      cell.className = 'cell';
      cell.appendChild(icon(symbol));
      reel.appendChild(cell);
    }
    root.appendChild(reel);
  }
}

function randomReels(): Reels {
  const symbols = Object.keys(SHAPES) as Symbol[];
  return [0, 1, 2, 3, 4].map(() => [0, 1, 2].map(() => symbols[Math.floor(Math.random() * symbols.length)]));
}

function drawLines(game: GameState, winning: number[]): void {
  const svg = el<SVGSVGElement>('lines');
  svg.textContent = '';
  game.paylines.forEach((rows, index) => {
    const line = document.createElementNS(SVG, 'polyline');
    line.setAttribute('points', rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' '));
    if (winning.includes(index)) line.setAttribute('class', 'win');
    svg.appendChild(line);
  });
}

function highlight(game: GameState, wins: LineWin[]): void {
  const reels = el('reels').children;
  for (const win of wins) {
    const rows = game.paylines[win.line];
    for (let reel = 0; reel < win.count; reel++) reels[reel].children[rows[reel]].classList.add('hit');
  }
  drawLines(
    game,
    wins.map((win) => win.line),
  );
}

function countUp(node: HTMLElement, target: number, done: () => void): void {
  const start = performance.now();
  const duration = Math.min(1500, 400 + target / 20);
  const step = (time: number) => {
    const t = Math.min(1, (time - start) / duration);
    node.textContent = money(Math.round(target * t));
    if (t < 1) requestAnimationFrame(step);
    else done();
  };
  requestAnimationFrame(step);
}

function setBusy(value: boolean): void {
  busy = value;
  el<HTMLButtonElement>('spin').disabled = value || ended;
  for (const button of el('bets').children) (button as HTMLButtonElement).disabled = value || ended;
  el('slot').setAttribute('aria-busy', value ? 'true' : 'false');
}

function tellParent(game: GameState, coin: number): void {
  if (window.parent === window || game.tryIt === 1) return;
  window.parent.postMessage({ source: 'sandbox-game', type: 'balance', coin }, location.origin);
}

function tellParentShort(game: GameState): void {
  if (window.parent === window || game.tryIt === 1) return;
  window.parent.postMessage({ source: 'sandbox-game', type: 'insufficient-balance' }, location.origin);
}

function renderBets(game: GameState): void {
  const root = el('bets');
  root.textContent = '';
  for (const size of game.bets) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'bet';
    button.setAttribute('role', 'radio');
    button.setAttribute('aria-checked', String(size === bet));
    button.textContent = String(size / 100);
    button.addEventListener('click', () => {
      bet = size;
      for (const other of root.children) other.setAttribute('aria-checked', String(other === button));
    });
    root.appendChild(button);
  }
}

function renderPaytable(game: GameState): void {
  const body = el('paytable');
  for (const row of game.paytable) {
    const tr = document.createElement('tr');
    const first = document.createElement('td');
    first.appendChild(icon(row.symbol));
    tr.appendChild(first);
    for (const pay of row.pays) {
      const td = document.createElement('td');
      td.textContent = `x${pay}`;
      tr.appendChild(td);
    }
    body.appendChild(tr);
  }
}

function spin(): void {
  const game = state;
  if (busy || ended || !game) return;
  setBusy(true);
  say('');
  el('win').textContent = '0.00';
  const root = el('reels');
  renderReels(randomReels());
  drawLines(game, []);
  root.classList.add('spinning');
  const shown = game.balance;
  if (shown >= bet) el('balance').textContent = money(shown - bet);
  api<SpinAnswer>('spin', { session, bet }).then(
    (result) => {
      if (result.code !== 200) {
        root.classList.remove('spinning');
        el('balance').textContent = money(shown);
        showError(result.code, (result as Failure).msg);
        // The app offers a deposit (its bankruptcy modal) when a real bet fails for lack of money.
        if (result.code === 1204) tellParentShort(game);
        setBusy(false);
        return;
      }
      const round = result as SpinAnswer;
      renderReels(round.reels);
      const reels = root.children;
      const stop = (index: number) => {
        if (index < reels.length) {
          reels[index].classList.add('stopped');
          setTimeout(() => stop(index + 1), 140);
          return;
        }
        root.classList.remove('spinning');
        game.balance = round.balance;
        el('balance').textContent = money(round.balance);
        tellParent(game, round.balance);
        if (round.win > 0) {
          highlight(game, round.wins);
          say(game.tryIt === 1 ? `You won ${money(round.win)} demo credits!` : `You won ₱${money(round.win)}!`, 'win');
          countUp(el('win'), round.win, () => setBusy(false));
        } else {
          setBusy(false);
        }
      };
      for (const reel of reels) reel.classList.remove('stopped');
      setTimeout(() => stop(0), 300);
    },
    () => {
      root.classList.remove('spinning');
      el('balance').textContent = money(shown);
      showError(0);
      setBusy(false);
    },
  );
}

function start(): void {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(session)) {
    ended = true;
    showError(1205);
    return;
  }
  api<GameState>('state', { session }).then(
    (result) => {
      if (result.code !== 200) {
        el('game-name').textContent = 'Slot';
        showError(result.code);
        return;
      }
      const game = result as GameState;
      state = game;
      bet = game.bets[0];
      document.title = game.gameName;
      document.documentElement.style.setProperty('--hue', String(game.hue));
      el('game-name').textContent = game.gameName;
      el('demo-badge').hidden = game.tryIt !== 1;
      // Demo credits are not pesos: the meter says so, and no ₱ is shown for them.
      el('balance-label').textContent = game.tryIt === 1 ? 'Demo credits' : 'Balance (₱)';
      el('balance').textContent = money(game.balance);
      renderBets(game);
      renderPaytable(game);
      renderReels(randomReels());
      drawLines(game, []);
      setBusy(false);
    },
    () => showError(0),
  );
}

el('spin').addEventListener('click', spin);
document.addEventListener('keydown', (event) => {
  if (event.code === 'Space' && event.target === document.body) {
    event.preventDefault();
    spin();
  }
});
start();

export {};
