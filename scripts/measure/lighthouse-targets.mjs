// What `npm run lighthouse` prints from its runs: each page's median and worst, each app page
// beside its floors (the same screen with no script, and the machine's hello page), and issue 25's
// targets, each met or NOT MET on the medians. Pure, so the verdicts are unit-tested
// (tests/scripts/measure/lighthouse-targets.test.ts).

/** The middle run (the upper middle of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The lowest score and the highest of every cost. */
export const worst = (values, lowIsBad = false) => (lowIsBad ? Math.min(...values) : Math.max(...values));

/** Issue 25's targets (medians of interleaved runs on one machine). */
export const TARGETS = {
  /** An app page's TBT over its screen floor's, ms. */
  tbtOverScreenFloor: 100,
  /** The screen floor of `/` over the machine floor, ms: the design's own style and layout. */
  screenFloorOverMachine: 50,
  /** An app page's score under its screen floor's. */
  scoreUnderFloor: 2,
  lcpMs: 1500,
  cls: 0,
  /** Bytes on the wire of the first visit to `/`, kB of 1,024 bytes. */
  firstVisitKb: 90,
};

const FIGURES = ['score', 'lcp', 'tbt', 'cpuTbt', 'cls', 'fcp', 'bytes', 'requests'];

/** Median and worst of each figure of one page's runs. */
export function summarise(runs) {
  return Object.fromEntries(FIGURES.map((key) => [key, { median: median(runs.map((r) => r[key])), worst: worst(runs.map((r) => r[key]), key === 'score') }]));
}

const ms = (value) => `${Math.round(value)} ms`;
const signed = (value, unit = '') => `${value >= 0 ? '+' : ''}${Math.round(value)}${unit}`;

/**
 * The "against the floors" table: one row per app page with its medians, its screen floor's and
 * the machine floor's, and the differences. `pages`: [{ id, label, floor? (id of its screen floor) }];
 * `summaries`: id -> summarise() of its runs; `machine`: the machine floor's id.
 */
export function floorRows(pages, summaries, machine) {
  const m = summaries[machine];
  return pages
    .filter((page) => page.floor && summaries[page.id] && summaries[page.floor])
    .map((page) => {
      const app = summaries[page.id];
      const floor = summaries[page.floor];
      return {
        page: page.label,
        'TBT ms': Math.round(app.tbt.median),
        'screen floor TBT': Math.round(floor.tbt.median),
        'app adds': signed(app.tbt.median - floor.tbt.median, ' ms'),
        'machine floor TBT': m ? Math.round(m.tbt.median) : '-',
        'screen over machine': m ? signed(floor.tbt.median - m.tbt.median, ' ms') : '-',
        // The same, from the main thread's CPU time (trace-tasks.mjs): what the app's own work
        // blocks, without the time other processes of this small machine held the core.
        'app adds, from CPU': signed(app.cpuTbt.median - floor.cpuTbt.median, ' ms'),
        score: app.score.median,
        'floor score': floor.score.median,
        'score diff': signed(app.score.median - floor.score.median),
      };
    });
}

/**
 * Every target of issue 25 that the Lighthouse runs measure, on the medians: [{ target, figure,
 * met }]. A target whose pages were not measured (LH_ONLY) is left out. `home`: the id of the
 * first visit to `/`.
 */
export function targetVerdicts(pages, summaries, { machine, home }) {
  const verdicts = [];
  const add = (target, figure, met) => verdicts.push({ target, figure, met });
  for (const page of pages.filter((p) => p.floor && summaries[p.id])) {
    const app = summaries[page.id];
    const floor = summaries[page.floor];
    if (floor) {
      const over = app.tbt.median - floor.tbt.median;
      add(`TBT of ${page.label} <= its screen floor + ${TARGETS.tbtOverScreenFloor} ms`, `${ms(app.tbt.median)} against ${ms(floor.tbt.median)} (${signed(over, ' ms')})`, over <= TARGETS.tbtOverScreenFloor);
      add(`score of ${page.label} >= its screen floor's - ${TARGETS.scoreUnderFloor}`, `${app.score.median} against ${floor.score.median}`, app.score.median >= floor.score.median - TARGETS.scoreUnderFloor);
    }
    add(`LCP of ${page.label} <= ${TARGETS.lcpMs} ms`, ms(app.lcp.median), app.lcp.median <= TARGETS.lcpMs);
    // Four places: a shift Lighthouse shows as 0.000 is still a shift.
    add(`CLS of ${page.label} = ${TARGETS.cls}`, app.cls.median.toFixed(4), app.cls.median <= TARGETS.cls);
  }
  const homePage = pages.find((p) => p.id === home);
  const homeFloor = homePage && summaries[homePage.floor];
  if (homeFloor && summaries[machine]) {
    const over = homeFloor.tbt.median - summaries[machine].tbt.median;
    add(`screen floor TBT of ${homePage.label} <= machine floor + ${TARGETS.screenFloorOverMachine} ms`, `${ms(homeFloor.tbt.median)} against ${ms(summaries[machine].tbt.median)} (${signed(over, ' ms')})`, over <= TARGETS.screenFloorOverMachine);
  }
  if (summaries[home]) {
    const kb = summaries[home].bytes.median / 1024;
    add(`bytes on the wire, ${homePage.label} <= ${TARGETS.firstVisitKb} kB`, `${kb.toFixed(1)} kB`, kb <= TARGETS.firstVisitKb);
  }
  return verdicts;
}
