// @vitest-environment node
// No hand-rolled async state in client/: server calls' pending, error and polling go through the
// server-state module (query, pagedList, mutation, poll; design.md "Client conventions"). This test
// reads every client source with the TypeScript parser and fails on the old patterns:
//
// - busy-flag state: `useState`/`useRef` named busy, sending, saving, submitting, loading,
//   inFlight… (a mutation's `pending` says it);
// - a flag set, then reset in a `finally` (`setX(true)` … `finally { setX(false) }`, or a store's
//   `$x.set('checking')` … `finally { $x.set('idle') }`) in the same function;
// - generation counters: a counter bumped with `++` and compared (`===`) to a copy taken earlier,
//   so that an older answer is dropped (the server-state module does it), or any `generation`;
// - polling by hand: a `setInterval`/`setTimeout` whose callback calls the server (`call(…)`,
//   `.reload()`, `.run()`, or a check/refresh/load/poll/fetch function): that is `poll()`;
// - a load in an effect: a `useEffect` that sets component state from a promise's `.then` (the
//   `let live = true` dance): that is a query, or a mutation run on mount.
//
// The fixtures at the end are the old code this replaced: each must be found, and the patterns
// that look alike but are not async state must not.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

interface Finding {
  file: string;
  line: number;
  rule: 'busy-flag' | 'flag-reset-in-finally' | 'generation-counter' | 'polling-by-hand' | 'load-in-effect';
  text: string;
}

const ROOT = join(import.meta.dirname, '../..');
const CLIENT = join(ROOT, 'client');

/** The server-state module itself: the one place that keeps tickets and timers. */
const PRIMITIVES = new Set(['client/stores/server-state.ts', 'client/stores/server-state-paged.ts', 'client/stores/server-state-mutation.ts', 'client/stores/server-state-poll.ts', 'client/widgets/use-mutation.ts']);

/** Findings that are not server state, each with its reason (file → rule). */
const ALLOWED: Record<string, { rule: Finding['rule']; why: string }> = {
  'client/features/service/service-view.tsx': { rule: 'flag-reset-in-finally', why: "opening the provider's chat widget loads its script; no call of ours" },
  'client/features/home/home-page.tsx': { rule: 'load-in-effect', why: "the lobby's chunk, not server state" },
  'client/features/home/lobby.tsx': { rule: 'load-in-effect', why: "the footer's chunk, not server state" },
  'client/features/records/report-days-view.tsx': { rule: 'load-in-effect', why: "the chart's chunk (uPlot), not server state" },
  'client/features/invite/share-page.tsx': { rule: 'load-in-effect', why: "the QR encoder's chunk (uqr), not server state" },
  'client/features/jackpot/jackpot-content.tsx': { rule: 'load-in-effect', why: "an idle moment to build the hidden wheel (issue 23's frame budget), not server state" },
  'client/features/jackpot/jackpot-wheel.tsx': { rule: 'load-in-effect', why: "an idle moment to build the unseen won box after the wheel (issue 23's frame budget), not server state" },
  'client/features/jackpot/use-jackpot-draw.ts': { rule: 'busy-flag', why: "SPIN's gate from the tap to the next paint (issue 23's tap task); the draw's own state is its mutation's" },
};

const BUSY_NAME = /^(is)?(busy|sending|saving|submitting|loading|pending|checking|collecting|refreshing|retrieving|paying|posting|working|fetching|inflight|in_flight|resuming|claiming|placing|linking|signing|uploading|verifying|deleting|removing|redeeming|spinning|drawing)$/i;
const SERVER_FUNCTION = /^(check|refresh|reload|load|poll|fetch|sync)/i;
const RESET_VALUES = new Set(['false', 'null', 'undefined', "'idle'", '"idle"']);

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration => ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node);

/** `setX(...)` → 'setX'; `$x.set(...)` → '$x.set'; anything else: null. */
function setterOf(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee) && /^set[A-Z]/.test(callee.text)) return callee.text;
  if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'set' && ts.isIdentifier(callee.expression)) return `${callee.expression.text}.set`;
  return null;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** Every hand-rolled async state in one source. */
function findHandRolledAsyncState(source: string, file: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const found = (node: ts.Node, rule: Finding['rule']) =>
    findings.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, rule, text: node.getText(sf).split('\n')[0]!.slice(0, 120) });

  // Counters bumped with ++ (or += 1), for the generation rule.
  const bumped = new Set<string>();
  walk(sf, (node) => {
    if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && node.operator === ts.SyntaxKind.PlusPlusToken && ts.isIdentifier(node.operand)) bumped.add(node.operand.text);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken && ts.isIdentifier(node.left)) bumped.add(node.left.text);
  });

  walk(sf, (node) => {
    // Busy flags in component state: const [busy, setBusy] = useState(…), const inFlight = useRef(…).
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isCallExpression(node.initializer) && ts.isIdentifier(node.initializer.expression)) {
      const hook = node.initializer.expression.text;
      const names = ts.isArrayBindingPattern(node.name) ? node.name.elements.flatMap((e) => (ts.isBindingElement(e) && ts.isIdentifier(e.name) ? [e.name.text] : [])) : ts.isIdentifier(node.name) ? [node.name.text] : [];
      if ((hook === 'useState' || hook === 'useRef') && names.some((name) => BUSY_NAME.test(name) || BUSY_NAME.test(name.replace(/^set/, '')))) found(node, 'busy-flag');
    }

    // A flag reset in a finally, set in the same function.
    const finallyBlocks: ts.Node[] = [];
    if (ts.isTryStatement(node) && node.finallyBlock) finallyBlocks.push(node.finallyBlock);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'finally' && node.arguments[0]) finallyBlocks.push(node.arguments[0]);
    for (const block of finallyBlocks) {
      const resets = new Map<string, ts.CallExpression>();
      walk(block, (inner) => {
        if (ts.isCallExpression(inner) && inner.arguments.length === 1 && RESET_VALUES.has(inner.arguments[0]!.getText(sf))) {
          const setter = setterOf(inner);
          if (setter) resets.set(setter, inner);
        }
      });
      let scope: ts.Node | undefined = node.parent;
      while (scope && !isFunction(scope)) scope = scope.parent;
      if (!scope || resets.size === 0) continue;
      const setHere = new Set<string>();
      walk(scope, (inner) => {
        if (!ts.isCallExpression(inner) || inner.arguments.length !== 1 || RESET_VALUES.has(inner.arguments[0]!.getText(sf))) return;
        const setter = setterOf(inner);
        if (setter && resets.has(setter)) setHere.add(setter);
      });
      for (const setter of setHere) found(resets.get(setter)!, 'flag-reset-in-finally');
    }

    // Generation counters.
    if (ts.isIdentifier(node) && /generation/i.test(node.text) && ts.isVariableDeclaration(node.parent) && node.parent.name === node) found(node.parent, 'generation-counter');
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken].includes(node.operatorToken.kind)) {
      const sides = [node.left, node.right];
      const counter = sides.find((side) => ts.isIdentifier(side) && bumped.has(side.text));
      const other = sides.find((side) => side !== counter);
      if (counter && other && (ts.isIdentifier(other) || ts.isPropertyAccessExpression(other))) found(node, 'generation-counter');
    }

    // A load in an effect: useEffect(() => { … promise.then((x) => setX(x)) … }).
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && (node.expression.text === 'useEffect' || node.expression.text === 'useLayoutEffect') && node.arguments[0]) {
      walk(node.arguments[0], (inner) => {
        if (!ts.isCallExpression(inner) || !ts.isPropertyAccessExpression(inner.expression) || inner.expression.name.text !== 'then') return;
        let setsState = false;
        for (const callback of inner.arguments) {
          walk(callback, (deeper) => {
            if (ts.isCallExpression(deeper) && ts.isIdentifier(deeper.expression) && /^set[A-Z]/.test(deeper.expression.text)) setsState = true;
          });
        }
        if (setsState) found(inner, 'load-in-effect');
      });
    }

    // Polling by hand.
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && (node.expression.text === 'setInterval' || node.expression.text === 'setTimeout') && node.arguments[0]) {
      const callback = node.arguments[0];
      let callsServer = ts.isIdentifier(callback) && SERVER_FUNCTION.test(callback.text);
      walk(callback, (inner) => {
        if (!ts.isCallExpression(inner)) return;
        const callee = inner.expression;
        if (ts.isIdentifier(callee) && (callee.text === 'call' || SERVER_FUNCTION.test(callee.text))) callsServer = true;
        if (ts.isPropertyAccessExpression(callee) && ['reload', 'run', 'loadMore'].includes(callee.name.text)) callsServer = true;
      });
      if (callsServer) found(node, 'polling-by-hand');
    }
  });
  return findings;
}

describe('server-state guard', () => {
  // Parsing every client source takes a few seconds on a busy 2-core machine.
  it('finds no hand-rolled async state in client/', { timeout: 60_000 }, () => {
    const findings = sourcesOf(CLIENT).flatMap((path) => {
      const file = relative(ROOT, path).replaceAll('\\', '/');
      const source = readFileSync(path, 'utf8');
      // Only sources with one of the patterns' tokens need parsing.
      if (PRIMITIVES.has(file) || !/useState|useRef|useEffect|useLayoutEffect|finally|setInterval|setTimeout|\+\+|\+=|generation/i.test(source)) return [];
      return findHandRolledAsyncState(source, file).filter((finding) => ALLOWED[file]?.rule !== finding.rule);
    });
    expect(findings).toEqual([]);
  });

  it('each allowed exception still exists (a stale one goes)', () => {
    for (const [file, { rule }] of Object.entries(ALLOWED)) {
      expect(findHandRolledAsyncState(readFileSync(join(ROOT, file), 'utf8'), file).map((finding) => finding.rule)).toContain(rule);
    }
  });

  // The old code, as it was before the server-state module took it over.
  const rules = (source: string, file = 'fixture.tsx') => findHandRolledAsyncState(source, file).map((finding) => finding.rule);

  it('finds a component busy flag reset in a finally (the old address form)', () => {
    const old = `
      export function AddressForm() {
        const [sending, setSending] = useState(false);
        const submit = async (event: Event) => {
          setSending(true);
          try {
            await saveAddress(address);
          } finally {
            setSending(false);
          }
        };
        return <Button loading={sending} />;
      }`;
    expect(rules(old)).toEqual(['busy-flag', 'flag-reset-in-finally']);
  });

  it('finds a busy flag set back by hand, and an in-flight ref (the old auth form and social buttons)', () => {
    expect(rules(`function useAuthForm() { const [busy, setBusy] = useState(false); const inFlight = useRef(false); }`)).toEqual(['busy-flag', 'busy-flag']);
    expect(rules(`function SocialButtons() { const [busy, setBusy] = useState<SocialProvider | null>(null); }`)).toEqual(['busy-flag']);
  });

  it('finds a flag reset in .finally (the old confirm dialog and KYC check)', () => {
    const old = `
      export function ConfirmDialog(props) {
        const [working, setWorking] = useState(false);
        const run = () => {
          setWorking(true);
          props.onConfirm().finally(() => {
            setWorking(false);
            props.onClose();
          });
        };
      }`;
    expect(rules(old)).toEqual(['busy-flag', 'flag-reset-in-finally']);
  });

  it("finds a store's flag reset in a finally (the old balance refresh and maintenance check)", () => {
    const refresh = `
      export const $balanceRefreshing = atom(false);
      export async function refreshBalance() {
        if ($balanceRefreshing.get()) return;
        $balanceRefreshing.set(true);
        try {
          await refreshUser();
        } finally {
          $balanceRefreshing.set(false);
        }
      }`;
    expect(rules(refresh, 'session.ts')).toEqual(['flag-reset-in-finally']);
    const maintenance = `
      export async function checkMaintenance() {
        $maintenanceCheck.set('checking');
        try {
          return await callPreLogin();
        } finally {
          $maintenanceCheck.set('idle');
        }
      }`;
    expect(rules(maintenance, 'maintenance.ts')).toEqual(['flag-reset-in-finally']);
  });

  it('finds a generation counter and polling by hand (the old deposit order watch)', () => {
    const old = `
      let watching = 0;
      export function watchOrder(orderNo: string) {
        const id = ++watching;
        let timer;
        const current = () => id === watching;
        const check = async (attempt: number) => {
          const { order } = await call(walletCalls.rechargeOrder, { orderNo });
          if (!current()) return;
          timer = setTimeout(() => void check(attempt + 1), POLL_DELAYS_MS[attempt]);
        };
        void check(0);
        return () => clearTimeout(timer);
      }`;
    expect(rules(old, 'deposit-store.ts')).toEqual(['generation-counter', 'polling-by-hand']);
    expect(rules(`let generation = 0;`, 'x.ts')).toEqual(['generation-counter']);
  });

  it('finds polling by hand with setInterval (the old heartbeat, maintenance and KYC polling)', () => {
    expect(rules(`heartbeat = setInterval(() => { call(gamesCalls.online, { gameId }).catch(() => undefined); }, HEARTBEAT_MS);`, 'x.ts')).toEqual(['polling-by-hand']);
    expect(rules(`const timer = setInterval(() => void checkMaintenance(), MAINTENANCE_POLL_MS);`, 'x.ts')).toEqual(['polling-by-hand']);
    expect(rules(`const timer = setInterval(() => { if (document.visibilityState === 'visible') void refreshKyc(); }, POLL_MS);`, 'x.tsx')).toEqual(['polling-by-hand']);
    expect(rules(`setTimeout(() => void $inbox.reload(), 1000);`, 'x.ts')).toEqual(['polling-by-hand']);
  });

  it('finds a load in an effect (the old reality-check result and LINE login resume)', () => {
    const result = `
      function RealityCheckDialog({ prompt }) {
        const [net, setNet] = useState<number | null | undefined>(undefined);
        useEffect(() => {
          let live = true;
          sessionResult(prompt.sessionStart).then((value) => live && setNet(value), () => live && setNet(null));
          return () => { live = false; };
        }, [prompt.sessionStart]);
      }`;
    expect(rules(result)).toEqual(['load-in-effect']);
    const resume = `
      function LoginPage() {
        const [resuming, setResuming] = useState(() => readPendingSocial()?.intent === 'login');
        useEffect(() => {
          resumeSocialSignIn('login').then(() => setResuming(false), (error) => { setResumeError(authErrorMessage(error)); setResuming(false); });
        }, []);
      }`;
    expect(rules(resume)).toEqual(['busy-flag', 'load-in-effect']);
  });

  it('leaves alone what only looks alike', () => {
    const alike = `
      const [confirming, setConfirming] = useState(false);
      const [invalid, setInvalid] = useState(false);
      // Closing a dialog once a mutation is done: not a flag set in this function.
      const remove = () => void removing.run(id).then(done, failed).finally(() => setConfirming(false));
      // Ids, and a count compared with a number.
      let nextId = 1;
      const id = nextId++;
      let watched = 0;
      watched++;
      if (watched === 0) disconnect();
      // A mutation run on mount whose answer shows a toast (no component state of its own).
      useLayoutEffect(() => { resume.run().then((pending) => { if (pending) showToast(t('auth.login.welcome')); }, () => undefined); }, []);
      // A countdown, a carousel, a cleanup in a finally.
      ticker ??= setInterval(tick, 1000);
      const timer = setInterval(() => { element.scrollTo({ left: next }); }, 5000);
      async function send() {
        try {
          await upload();
        } finally {
          if (controller === mine) controller = null;
        }
      }`;
    expect(rules(alike)).toEqual([]);
  });
});
