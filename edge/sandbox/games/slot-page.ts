// The demo slot page: static HTML (the script reads the session from the URL and asks the API for
// the game), external script and style only.
export const SLOT_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>Slot</title>
<link rel="stylesheet" href="slot.css">
<script src="slot.js" defer></script>
</head>
<body>
<main class="slot" id="slot" aria-busy="true">
  <header class="top">
    <h1 class="title" id="game-name">Loading…</h1>
    <span class="badge" id="demo-badge" hidden>Demo credits</span>
  </header>
  <section class="machine" aria-label="Reels">
    <div class="reels" id="reels"></div>
    <svg class="lines" id="lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true"></svg>
  </section>
  <p class="message" id="message" role="status" aria-live="polite"></p>
  <section class="meters">
    <div class="meter"><span id="balance-label">Balance</span><strong id="balance">–</strong></div>
    <div class="meter"><span>Win</span><strong id="win">0.00</strong></div>
  </section>
  <section class="controls">
    <div class="bets" id="bets" role="radiogroup" aria-label="Bet"></div>
    <button class="spin" id="spin" type="button" disabled>SPIN</button>
  </section>
  <details class="paytable">
    <summary>Paytable</summary>
    <p>10 lines, bet split evenly. 3, 4 or 5 equal symbols from the left pay a multiple of the line bet. Return to player about 95.6%.</p>
    <table><thead><tr><th>Symbol</th><th>x3</th><th>x4</th><th>x5</th></tr></thead><tbody id="paytable"></tbody></table>
  </details>
</main>
</body>
</html>
`;
