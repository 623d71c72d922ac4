// Style of the demo slot page. Sizes in rem where 1rem = 100px of a 750px-wide design (capped so
// a desktop window does not blow it up).
export const SLOT_CSS = `
:root { --hue: 280; color-scheme: dark; }
* { box-sizing: border-box; }
html { font-size: min(calc(100vw / 7.5), 64px); height: 100%; }
body { margin: 0; min-height: 100%; font: 0.28rem/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #fdf7ff;
  background: radial-gradient(circle at 50% 0, hsl(var(--hue) 55% 28%), hsl(var(--hue) 60% 8%) 70%); -webkit-tap-highlight-color: transparent; }
.slot { max-width: 7.5rem; margin: 0 auto; padding: 0.24rem 0.24rem calc(0.3rem + env(safe-area-inset-bottom)); display: flex; flex-direction: column; gap: 0.22rem; }
.top { display: flex; align-items: center; justify-content: space-between; gap: 0.16rem; min-height: 0.7rem; }
.title { margin: 0; font-size: 0.38rem; letter-spacing: 0.01em; color: hsl(calc(var(--hue) + 40) 95% 75%); text-shadow: 0 0.03rem 0 #0008; }
.badge { flex: none; padding: 0.06rem 0.16rem; border-radius: 1rem; font-size: 0.22rem; font-weight: 700; color: #1b1200; background: #ffd34d; }
.badge[hidden] { display: none; }
.machine { position: relative; padding: 0.14rem; border-radius: 0.28rem; background: linear-gradient(hsl(var(--hue) 45% 30%), hsl(var(--hue) 50% 16%));
  box-shadow: inset 0 0 0 0.04rem hsl(calc(var(--hue) + 40) 90% 60%), 0 0.12rem 0.4rem #0009; }
.reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: 0.08rem; aspect-ratio: 5 / 3; }
.reel { display: grid; grid-template-rows: repeat(3, 1fr); gap: 0.08rem; }
.cell { display: grid; place-items: center; border-radius: 0.14rem; background: #fff; box-shadow: inset 0 -0.05rem 0 #0002; transition: transform 0.2s, box-shadow 0.2s; }
.cell svg { width: 74%; height: 74%; }
.spinning .cell { animation: blur 0.12s linear infinite; }
.spinning .reel.stopped .cell { animation: none; }
@keyframes blur { 0% { transform: translateY(-6%); opacity: 0.7; } 100% { transform: translateY(6%); opacity: 1; } }
.cell.hit { box-shadow: 0 0 0 0.05rem #ffd34d, 0 0 0.3rem #ffd34d; transform: scale(1.05); animation: pulse 0.6s ease-in-out 3; }
@keyframes pulse { 50% { transform: scale(1.12); } }
.lines { position: absolute; inset: 0.14rem; width: calc(100% - 0.28rem); height: calc(100% - 0.28rem); pointer-events: none; }
.lines polyline { fill: none; stroke: #fff; stroke-opacity: 0.12; stroke-width: 2; vector-effect: non-scaling-stroke; }
.lines polyline.win { stroke: #ffd34d; stroke-opacity: 1; stroke-width: 4; }
.message { min-height: 0.4rem; margin: 0; text-align: center; font-weight: 600; }
.message.error { color: #ff8fa3; }
.message.win { color: #ffd34d; }
.meters { display: grid; grid-template-columns: 1fr 1fr; gap: 0.16rem; }
.meter { display: flex; flex-direction: column; align-items: center; padding: 0.12rem; border-radius: 0.18rem; background: #0006; }
.meter span { font-size: 0.22rem; color: #d9c9ef; }
.meter strong { font-size: 0.36rem; font-variant-numeric: tabular-nums; }
.controls { display: flex; flex-direction: column; gap: 0.2rem; }
.bets { display: grid; grid-template-columns: repeat(6, 1fr); gap: 0.08rem; }
.bet { min-height: 0.72rem; border: 0; border-radius: 0.16rem; font: inherit; font-weight: 700; color: #fdf7ff; background: #ffffff1f; }
.bet[aria-checked="true"] { color: #1b1200; background: #ffd34d; }
.spin { min-height: 1rem; border: 0; border-radius: 1rem; font: inherit; font-size: 0.4rem; font-weight: 800; letter-spacing: 0.08em; color: #1b1200;
  background: linear-gradient(#ffe27a, #f5a623); box-shadow: 0 0.08rem 0 #a4650f; }
.spin:active:not(:disabled) { transform: translateY(0.04rem); box-shadow: 0 0.04rem 0 #a4650f; }
.spin:disabled, .bet:disabled { opacity: 0.5; }
button:focus-visible { outline: 0.04rem solid #fff; outline-offset: 0.04rem; }
.paytable { padding: 0.14rem 0.2rem; border-radius: 0.18rem; background: #0005; font-size: 0.24rem; }
.paytable summary { cursor: pointer; font-weight: 700; }
.paytable table { width: 100%; border-collapse: collapse; text-align: center; }
.paytable td, .paytable th { padding: 0.06rem; }
.paytable td svg { width: 0.5rem; height: 0.5rem; vertical-align: middle; }
@media (prefers-reduced-motion: reduce) { .spinning .cell, .cell.hit { animation: none; } }
`;
