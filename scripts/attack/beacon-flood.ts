// Scenario 2, beacon flood: as many beacon posts as autocannon can send from 8 connections for
// 15 s, against an edge whose upstream never answers the event-log call (and answers the rest).
// Measures the edge's memory, how many beacons reached the upstream, and whether a player call on
// another address still answers in the middle of the flood.
import { EDGE_CALLS } from '../../contract/all';
import { APP_VERSION, BEACON_PATH, CHANNEL } from '../../contract/call-row';
import type { EventLogItem } from '../../contract/core';
import { refreshData } from '../../contract/session';
import { CLIENT_FIELDS, callJson, formatCounts, load, PLAYER_ADDRESS, sleep, startEdge, startFakeUpstream, statusCounts, succeeded, watch } from './harness';
import type { AttackRow } from './table';
import { beaconFloodVerdict } from './verdicts';

const SECONDS = 15;
const CONNECTIONS = 8;
const PLAYER_TIMEOUT_MS = 10_000;

const event = (): EventLogItem => ({
  eventName: 'page_view',
  eventTime: Date.now(),
  eventUserId: 0,
  channel: CHANNEL,
  appId: 'ph-casino',
  version: APP_VERSION,
  eventInterfaceId: 'home',
  eventShowType: '',
  eventRoomId: '',
  eventFrom: '',
  eventInteractCount: 1,
});

export async function beaconFlood(): Promise<AttackRow> {
  const upstream = await startFakeUpstream('hang-beacons');
  try {
    const edge = await startEdge({ upstreamUrl: upstream.url });
    try {
      const player = () => callJson(edge.url, refreshData.name, CLIENT_FIELDS, { headers: { authorization: 'Bearer attack' }, localAddress: PLAYER_ADDRESS, timeoutMs: PLAYER_TIMEOUT_MS });
      if (!succeeded(await player())) throw new Error('the player call failed before the flood');
      const stats = watch(edge.pid);
      const flood = load({
        url: `${edge.url}${BEACON_PATH}`,
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ eventList: [event()], ...CLIENT_FIELDS }),
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
      });
      // Halfway through, a player on another address makes a call and waits as the client would.
      await sleep((SECONDS * 1000) / 2);
      const during = await player();
      const result = await flood;
      const forwards = await upstream.stats();
      await sleep(2000);
      const figures = stats.end();
      const counts = statusCounts(result);
      const accepted = counts['204'] ?? 0;
      return {
        scenario: '2 beacon flood',
        sent: [
          `${result.requests.total.toLocaleString('en-US')} beacon posts in ${SECONDS} s from ${CONNECTIONS} connections (127.0.0.1)`,
          `upstream never answers ${EDGE_CALLS.eventLog}`,
          `1 player call from ${PLAYER_ADDRESS} at ${SECONDS / 2} s`,
        ],
        measured: [
          `beacon answers: ${formatCounts(counts)}; errors ${result.errors}`,
          `forwards reached upstream: ${forwards.eventLogs.toLocaleString('en-US')} (${forwards.hanging} waiting at the end); 204s not forwarded: ${Math.max(0, accepted - forwards.eventLogs).toLocaleString('en-US')}`,
          `player call during the flood: ${'status' in during ? during.status : during.error}`,
        ],
        ...figures,
        verdict: beaconFloodVerdict({ playerOk: succeeded(during), rssBeforeMb: figures.rssMb.before, rssPeakMb: figures.rssMb.peak, edgeExit: edge.exitCode() }),
      };
    } finally {
      await edge.stop();
    }
  } finally {
    await upstream.stop();
  }
}
