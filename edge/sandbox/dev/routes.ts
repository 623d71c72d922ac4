// Operator and test switches under /sandbox/dev/* (only when the app runs with `dev`; the edge
// never forwards these paths).
import type { Hono } from 'hono';
import * as v from 'valibot';
import { MOBILE_PATTERN } from '../../../client/api/schemas';
import type { AppConfig } from '../../../client/api/contract';
import type { SandboxDb } from '../db';
import type { ConfigStore } from '../config/config-store';
import { HttpFailure } from '../handler';
import { configPatchSchema } from './config-patch';

async function jsonBody(req: { text(): Promise<string> }): Promise<unknown> {
  try {
    return JSON.parse(await req.text());
  } catch {
    throw new HttpFailure(400, 'Malformed JSON body');
  }
}

function parse<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const field = v.getDotPath(result.issues[0]);
  throw new HttpFailure(400, field ? `Invalid value for ${field}` : 'Invalid request', field ? { field } : {});
}

/** Adds the dev endpoints to `app`. */
export function mountDevRoutes(app: Hono, deps: { db: SandboxDb; now: () => number; config: ConfigStore }): void {
  const { db, now, config } = deps;

  app.get('/sandbox/dev/health', (c) => c.json({ ok: true }));

  app.get('/sandbox/dev/sms-outbox', (c) => {
    const mobile = parse(v.pipe(v.string(), v.regex(MOBILE_PATTERN)), c.req.query('mobile') ?? '');
    const rows = db.prepare('SELECT mobile, code, purpose, created_at AS createdAt FROM sms_outbox WHERE mobile = ? ORDER BY id DESC LIMIT 50').all(mobile);
    return c.json({ messages: rows }, 200, { 'cache-control': 'no-store' });
  });

  app.post('/sandbox/dev/maintenance', async (c) => {
    const { status } = parse(v.object({ status: v.picklist([0, 1]) }), await jsonBody(c.req));
    config.setMaintenance(status);
    return c.json({ status });
  });

  app.post('/sandbox/dev/config', async (c) => {
    const patch = parse(configPatchSchema, await jsonBody(c.req)) as Partial<AppConfig>;
    config.update(patch, now());
    return c.json(config.get());
  });
}
