// Script of the demo slot page (plain browser JS, served as /sandbox/games/slot/slot.js). The
// server decides every outcome; the page only animates it. After a real-money round it tells the
// app frame the new balance (same origin only).
export const SLOT_JS = String.raw`'use strict';
(function () {
  var SVG = 'http://www.w3.org/2000/svg';
  var SHAPES = {
    seven: [['rect', { x: 4, y: 4, width: 92, height: 92, rx: 18, fill: '#d7263d' }], ['path', { d: 'M30 26h42l-22 52', stroke: '#fff', 'stroke-width': 12, fill: 'none', 'stroke-linejoin': 'round' }]],
    crown: [['path', { d: 'M12 74l6-48 20 24 12-30 12 30 20-24 6 48z', fill: '#f5b301', stroke: '#8a5a00', 'stroke-width': 4 }], ['rect', { x: 14, y: 76, width: 72, height: 10, fill: '#8a5a00' }]],
    bell: [['path', { d: 'M50 12c-18 0-28 14-28 34v16l-8 12h72l-8-12V46c0-20-10-34-28-34z', fill: '#ffc83d', stroke: '#a86b00', 'stroke-width': 4 }], ['circle', { cx: 50, cy: 84, r: 8, fill: '#a86b00' }]],
    star: [['path', { d: 'M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30-23-20 30-3z', fill: '#3f8efc', stroke: '#1b4fa8', 'stroke-width': 4 }]],
    melon: [['path', { d: 'M8 40h84a42 42 0 0 1-84 0z', fill: '#2fbf71' }], ['path', { d: 'M16 40h68a34 34 0 0 1-68 0z', fill: '#ff5d73' }], ['circle', { cx: 40, cy: 52, r: 3, fill: '#222' }], ['circle', { cx: 58, cy: 56, r: 3, fill: '#222' }]],
    cherry: [['path', { d: 'M34 62C40 40 52 22 70 14M66 66C64 44 66 28 70 14', stroke: '#2d7a3a', 'stroke-width': 5, fill: 'none' }], ['circle', { cx: 32, cy: 70, r: 16, fill: '#c8102e' }], ['circle', { cx: 68, cy: 72, r: 16, fill: '#e0243f' }]],
    lemon: [['ellipse', { cx: 50, cy: 52, rx: 38, ry: 28, fill: '#ffe14d', stroke: '#c9a800', 'stroke-width': 4 }]],
    plum: [['circle', { cx: 50, cy: 56, r: 34, fill: '#7b3fa0' }], ['path', { d: 'M50 22c4-8 12-12 20-10', stroke: '#2d7a3a', 'stroke-width': 5, fill: 'none' }]]
  };
  var SYMBOL_NAMES = { seven: 'Seven', crown: 'Crown', bell: 'Bell', star: 'Star', melon: 'Melon', cherry: 'Cherry', lemon: 'Lemon', plum: 'Plum' };
  var ERRORS = { 1204: 'Not enough balance for this bet.', 1205: 'This game session has ended. Close the game and open it again.', 400: 'That bet is not available.' };

  var session = new URLSearchParams(location.search).get('session') || '';
  var el = function (id) { return document.getElementById(id); };
  var state = null;
  var bet = 0;
  var busy = false;
  var ended = false;

  function icon(symbol) {
    var svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 100 100');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', SYMBOL_NAMES[symbol] || symbol);
    (SHAPES[symbol] || []).forEach(function (part) {
      var node = document.createElementNS(SVG, part[0]);
      Object.keys(part[1]).forEach(function (name) { node.setAttribute(name, String(part[1][name])); });
      svg.appendChild(node);
    });
    return svg;
  }

  function money(minor) {
    return (Math.floor(minor) / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  function say(text, kind) {
    var message = el('message');
    message.textContent = text;
    message.className = 'message' + (kind ? ' ' + kind : '');
  }

  function api(path, body) {
    return fetch('/sandbox/games/api/' + path, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin', cache: 'no-store'
    }).then(function (response) {
      return response.json().catch(function () { return { code: response.status }; });
    });
  }

  function showError(code) {
    if (code === 1205) { ended = true; }
    say(ERRORS[code] || 'Connection problem. Please try again.', 'error');
  }

  function renderReels(reels) {
    var root = el('reels');
    root.textContent = '';
    reels.forEach(function (column) {
      var reel = document.createElement('div');
      reel.className = 'reel';
      column.forEach(function (symbol) {
        var cell = document.createElement('div');
        cell.className = 'cell';
        cell.appendChild(icon(symbol));
        reel.appendChild(cell);
      });
      root.appendChild(reel);
    });
  }

  function randomReels() {
    var symbols = Object.keys(SHAPES);
    return [0, 1, 2, 3, 4].map(function () {
      return [0, 1, 2].map(function () { return symbols[Math.floor(Math.random() * symbols.length)]; });
    });
  }

  function drawLines(winning) {
    var svg = el('lines');
    svg.textContent = '';
    state.paylines.forEach(function (rows, index) {
      var line = document.createElementNS(SVG, 'polyline');
      line.setAttribute('points', rows.map(function (row, reel) { return (reel * 100 + 50) + ',' + (row * 100 + 50); }).join(' '));
      if (winning.indexOf(index) >= 0) line.setAttribute('class', 'win');
      svg.appendChild(line);
    });
  }

  function highlight(wins) {
    var reels = el('reels').children;
    wins.forEach(function (win) {
      var rows = state.paylines[win.line];
      for (var reel = 0; reel < win.count; reel++) reels[reel].children[rows[reel]].classList.add('hit');
    });
    drawLines(wins.map(function (win) { return win.line; }));
  }

  function countUp(node, target, done) {
    var start = performance.now();
    var duration = Math.min(1500, 400 + target / 20);
    function step(time) {
      var t = Math.min(1, (time - start) / duration);
      node.textContent = money(Math.round(target * t));
      if (t < 1) requestAnimationFrame(step); else done();
    }
    requestAnimationFrame(step);
  }

  function setBusy(value) {
    busy = value;
    el('spin').disabled = value || ended;
    Array.prototype.forEach.call(el('bets').children, function (button) { button.disabled = value || ended; });
    el('slot').setAttribute('aria-busy', value ? 'true' : 'false');
  }

  function tellParent(coin) {
    if (window.parent === window || state.tryIt === 1) return;
    window.parent.postMessage({ source: 'sandbox-game', type: 'balance', coin: coin }, location.origin);
  }

  function renderBets() {
    var root = el('bets');
    root.textContent = '';
    state.bets.forEach(function (size) {
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'bet';
      button.setAttribute('role', 'radio');
      button.setAttribute('aria-checked', String(size === bet));
      button.textContent = String(size / 100);
      button.addEventListener('click', function () {
        bet = size;
        Array.prototype.forEach.call(root.children, function (other) { other.setAttribute('aria-checked', String(other === button)); });
      });
      root.appendChild(button);
    });
  }

  function renderPaytable() {
    var body = el('paytable');
    state.paytable.forEach(function (row) {
      var tr = document.createElement('tr');
      var first = document.createElement('td');
      first.appendChild(icon(row.symbol));
      tr.appendChild(first);
      row.pays.forEach(function (pay) {
        var td = document.createElement('td');
        td.textContent = 'x' + pay;
        tr.appendChild(td);
      });
      body.appendChild(tr);
    });
  }

  function spin() {
    if (busy || ended || !state) return;
    setBusy(true);
    say('');
    el('win').textContent = '0.00';
    var root = el('reels');
    renderReels(randomReels());
    drawLines([]);
    root.classList.add('spinning');
    var shown = state.balance;
    if (shown >= bet) el('balance').textContent = money(shown - bet);
    api('spin', { session: session, bet: bet }).then(function (result) {
      if (result.code !== 200) {
        root.classList.remove('spinning');
        el('balance').textContent = money(shown);
        showError(result.code);
        setBusy(false);
        return;
      }
      renderReels(result.reels);
      var reels = root.children;
      var stop = function (index) {
        if (index < reels.length) {
          reels[index].classList.add('stopped');
          setTimeout(function () { stop(index + 1); }, 140);
          return;
        }
        root.classList.remove('spinning');
        state.balance = result.balance;
        el('balance').textContent = money(result.balance);
        tellParent(result.balance);
        if (result.win > 0) {
          highlight(result.wins);
          say('You won ₱' + money(result.win) + '!', 'win');
          countUp(el('win'), result.win, function () { setBusy(false); });
        } else {
          setBusy(false);
        }
      };
      Array.prototype.forEach.call(reels, function (reel) { reel.classList.remove('stopped'); });
      setTimeout(function () { stop(0); }, 300);
    }, function () {
      root.classList.remove('spinning');
      el('balance').textContent = money(shown);
      showError(0);
      setBusy(false);
    });
  }

  function start() {
    if (!/^[A-Za-z0-9_-]{16,128}$/.test(session)) { ended = true; showError(1205); return; }
    api('state', { session: session }).then(function (result) {
      if (result.code !== 200) { el('game-name').textContent = 'Slot'; showError(result.code); return; }
      state = result;
      bet = state.bets[0];
      document.title = state.gameName;
      document.documentElement.style.setProperty('--hue', String(state.hue));
      el('game-name').textContent = state.gameName;
      el('demo-badge').hidden = state.tryIt !== 1;
      el('balance').textContent = money(state.balance);
      renderBets();
      renderPaytable();
      renderReels(randomReels());
      drawLines([]);
      setBusy(false);
    }, function () { showError(0); });
  }

  el('spin').addEventListener('click', spin);
  document.addEventListener('keydown', function (event) {
    if (event.code === 'Space' && event.target === document.body) { event.preventDefault(); spin(); }
  });
  start();
})();
`;
