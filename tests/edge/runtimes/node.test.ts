// The edge suite on the Node entry (edge/node.ts under tsx, as `npm start` runs its build).
import { LISTENING_ANY, startEdge, waitFor } from '../edge-process';
import { describeEdgeSuite } from './edge-suite';

describeEdgeSuite({
  name: 'Node',
  jsonEncoding: 'br',
  async start(env) {
    const edge = startEdge(env.STATIC_DIR!, env);
    const [, url] = await waitFor(edge.output, LISTENING_ANY, edge.exited);
    return {
      url: url!,
      async stop() {
        edge.child.kill('SIGTERM');
        await edge.exited;
      },
    };
  },
});
