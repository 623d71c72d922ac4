// Axe in the journeys. AxeBuilder evaluates axe-core's 1.3 MB source in the page twice on every
// check (once to see which API it has, once per frame to inject it), and building axe took about
// two thirds of a check. Here it is injected once per document (axe-core's minified build, from
// the axe-core that @axe-core/playwright itself loads), into every frame that lacks it, and
// AxeBuilder runs the check with an empty source: the same axe-core, options, frames and results.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const fromAxePlaywright = createRequire(createRequire(import.meta.filename).resolve('@axe-core/playwright'));
/** axe-core's minified build, of the version @axe-core/playwright depends on. */
export const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');
/** What AxeBuilder evaluates instead of axe-core's source: axe is already there. */
const ALREADY_INJECTED = 'void 0';

/** Whether `frame`'s document has axe-core already (an SPA navigation keeps it; a load does not). */
const hasAxe = (frame: Frame): Promise<boolean> => frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');

/**
 * Injects axe-core into each frame of `page` that lacks it. The main frame must take it; a child
 * frame that is gone or navigating is left out, as AxeBuilder's own injection leaves it out.
 */
export async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (!(await hasAxe(frame))) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      if (frame === page.mainFrame()) throw error;
    }
  }
}

/**
 * Axe on the page, or on the part `include` selects: no violations at all (`seriousOnly`: none
 * serious or critical; `soft`: record and go on, under `label`).
 */
export async function expectNoAxeViolations(
  page: Page,
  include?: string,
  options: { seriousOnly?: boolean; soft?: boolean; label?: string } = {},
): Promise<void> {
  await injectAxe(page);
  // Violations only: collecting every pass as well makes axe several times slower. Legacy mode:
  // axe.run in the page, with no blank page opened (and axe injected again) to merge the frames'
  // results, which took two thirds of each check; it covers same-origin frames only, as the app's
  // one frame (the game, from the sandbox through the edge) is. AxeBuilder still configures axe
  // in every frame (allowed origins, branding) before the run.
  const builder = new AxeBuilder({ page, axeSource: ALREADY_INJECTED }).setLegacyMode().options({ resultTypes: ['violations'] });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const counted = options.seriousOnly ? violations.filter((v) => v.impact === 'serious' || v.impact === 'critical') : violations;
  const lines = counted.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`);
  (options.soft ? expect.soft(lines, options.label) : expect(lines, options.label)).toEqual([]);
}
