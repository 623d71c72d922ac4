// No call's request may name a body field the edge owns (appId, channel, appVersion, appWebName):
// the edge overwrites them, so such a field never reaches the operator as the client sent it (the
// follow calls once took `channel` and were refused with 400 behind the edge).
import { describe, expect, it } from 'vitest';
import { REQUEST_SCHEMAS } from '../../contract/all.schemas';
import { OPERATOR_FIELDS } from '../../contract/call-row';

describe('request fields', () => {
  it("never use the operator's body fields", () => {
    const clashes = Object.entries(REQUEST_SCHEMAS).flatMap(([name, schema]) => {
      const entries = (schema as { entries?: Record<string, unknown> }).entries ?? {};
      return Object.keys(entries)
        .filter((key) => (OPERATOR_FIELDS as readonly string[]).includes(key))
        .map((key) => `${name}.${key}`);
    });
    expect(Object.keys(REQUEST_SCHEMAS).length).toBeGreaterThan(50);
    expect(clashes).toEqual([]);
  });
});
