// The edge suite on the Node entry (edge/node.ts bundled, as `npm start` runs its build).
import { startEdge, whenListening } from '../edge-process';
import { describeEdgeSuite } from './edge-suite';

describeEdgeSuite({
  name: 'Node',
  jsonEncoding: 'br',
  start: (env) => whenListening(startEdge(env.STATIC_DIR!, env)),
});
