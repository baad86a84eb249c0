// Which requests failed in the cluster test, and why: a request in flight on the instance killed
// with SIGKILL may fail (and must then be retried safely); nothing else may, the SIGTERM restart
// included.

import { isAnswerLost, isStillRunning, LOST } from './journal.mjs';

const isSuccess = (status) => status >= 200 && status < 300;

/**
 * `events`: performance.now() times of `kill` (SIGKILL sent), `killed` (the process gone), `term`
 * (SIGTERM) and `bBack` (the restarted instance ready). Returns the two checks and the numbers for the summary.
 */
export function summarizeFailures(journal, events) {
  // Sent before the killed process was gone, answered after the kill: it may have been on it.
  const inFlightAtKill = (attempt) =>
    LOST.has(attempt.status) && attempt.started <= events.killed && attempt.ended >= events.kill;
  const duringTerm = (attempt) => attempt.ended >= events.term && attempt.started <= events.bBack + 2000;
  const others = [];
  const casualties = [];
  for (const record of journal.writes) {
    let isCasualty = false;
    for (const attempt of record.attempts) {
      if (isSuccess(attempt.status)) continue;
      if (inFlightAtKill(attempt)) isCasualty = true;
      // Waiting for the killed attempt's claim on the key to be given up is part of its retry, and
      // so is learning that the killed attempt had stored the write before it could answer.
      else if (!(isCasualty && (isStillRunning(attempt) || isAnswerLost(attempt))))
        others.push({ what: `${record.kind} ${record.key}`, ...attempt });
    }
    if (isCasualty) casualties.push(record);
  }
  for (const failed of journal.reads.failed) {
    if (!inFlightAtKill(failed)) others.push({ what: `GET ${failed.url}`, ...failed });
  }
  const isDone = (record) => record.outcome === 'acknowledged' || record.outcome === 'answer lost';
  const unfinished = casualties.filter((record) => !isDone(record));
  const answerLost = casualties.filter((record) => record.outcome === 'answer lost').length;
  const inTerm = others.filter(duringTerm);
  const describe = (failure) =>
    `${failure.what}: ${failure.status || failure.error}${failure.status ? ` ${failure.error ?? ''}` : ''}`;
  return {
    onlyKill: {
      ok: others.length === 0,
      detail: others.length
        ? `${others.length} failed (${inTerm.length} during the SIGTERM restart), e.g. ${others.slice(0, 3).map(describe).join('; ')}`
        : `${casualties.length} writes in flight at the SIGKILL failed; no other request did`,
    },
    retried: {
      ok: unfinished.length === 0,
      detail: unfinished.length
        ? `${unfinished.length} not completed: ${unfinished
            .slice(0, 3)
            .map((record) => `${record.kind} ${record.key} (${record.outcome})`)
            .join('; ')}`
        : casualties.length
          ? `${casualties.length} retried to success (${casualties.filter((record) => record.attempts.some((attempt) => attempt.replayed)).length} answered by replay, ${answerLost} stored with the answer lost, ${casualties.filter((record) => record.readBack).length} votes read back); stored once: see above`
          : 'none was in flight at the SIGKILL',
    },
    numbers: {
      casualties: casualties.length,
      retriedOk: casualties.length - unfinished.length,
      answerLost,
      others: others.length,
      duringTerm: inTerm.length,
    },
  };
}

/** From nginx's access log (format `upstreams`): requests, those retried on another instance, 5xx answers. */
export function summarizeProxyLog(text) {
  const lines = text.split('\n').filter(Boolean);
  return {
    requests: lines.length,
    retried: lines.filter((line) => /upstream=\S+, /.test(line)).length,
    bad: lines.filter((line) => /" 5\d\d /.test(line)).length,
  };
}

/** The run's numbers as a two-column table. `at(time)` formats a performance.now() time. */
export function formatSummary(figures, events, at) {
  const { failures, streams, streamEvents, signups, monitoring, proxy, writes } = figures;
  const { termination } = events;
  const rows = [
    [
      'requests through nginx',
      `${proxy.requests} (${proxy.retried} retried by nginx on another instance, ${proxy.bad} answered 5xx)`,
    ],
    ['writes acknowledged / stored once', `${writes.acknowledged} / ${writes.stored}`],
    [
      'requests in flight at the SIGKILL',
      `${failures.casualties} failed, ${failures.retriedOk} retried to success (${failures.answerLost} answer lost)`,
    ],
    ['other failed requests', `${failures.others} (during the SIGTERM restart: ${failures.duringTerm})`],
    ['SIGTERM drain', `exit ${termination.code ?? termination.signal} in ${termination.ms} ms`],
    [
      'event streams',
      `${streams.received} events received, ${streams.expected} expected; ${streamEvents.cut} cut, ` +
        `${streamEvents.drained} drained, ${streamEvents.retryHints} retry hints`,
    ],
    ['sign-ups', `${signups.admitted} admitted, ${signups.limited} refused of ${signups.sent}`],
    ['monitoring', `${monitoring.dues} due times, ${monitoring.passes} passes, ${monitoring.twice} doubled`],
    [
      'timeline',
      `kill ${at(events.kill)}, A back ${at(events.aBack)}, SIGTERM ${at(events.term)}, ` +
        `B back ${at(events.bBack)}, traffic over ${at(events.trafficOver)}`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n');
}
