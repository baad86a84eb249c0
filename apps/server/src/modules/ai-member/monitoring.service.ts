import type { MonitoringConfig } from '@app/shared/ai-member/ai-member.schemas';
import type { Database } from '../../db/client.ts';
import { listQuestions } from '../community/questions.service.ts';
import {
  claimPassLease,
  countRuns,
  engagementTotals,
  insertRun,
  listRuns,
  type MonitoringStateRow,
  postedTimesSince,
  readState,
  recentEngagements,
  renewPassLease,
  updateState,
} from './ai-member.repository.ts';
import { engage, type Trigger } from './engagement.service.ts';
import type { AnswerGenerator } from './generators.ts';
import { computeTrending } from './trending.service.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/**
 * A pass holds its lease this long and renews it after each question, so a pass whose process was
 * killed mid-way blocks the next one for at most this long (issue 22 §3), while a live pass keeps it.
 */
const LEASE_MS = 15_000;
/** Unanswered questions looked at per pass (newest first). */
const CANDIDATES_PER_PASS = 20;

export interface MonitoringDeps {
  generator: AnswerGenerator;
  log?: (entry: Record<string, unknown>) => void;
}

function toStatus(state: MonitoringStateRow) {
  return {
    running: state.running,
    config: { proactiveEngagementInterval: state.intervalMinutes, maxEngagementsPerHour: state.maxPerHour },
    lastRunAt: state.lastRunAt?.toISOString() ?? null,
    nextRunAt: state.running ? (state.nextRunAt?.toISOString() ?? null) : null,
  };
}

export async function getStatus(db: Database) {
  return toStatus(await readState(db));
}

export async function startMonitoring(db: Database, now = new Date()) {
  const state = await readState(db);
  if (state.running) return toStatus(state);
  return toStatus(
    await updateState(db, { running: true, nextRunAt: new Date(now.getTime() + state.intervalMinutes * MINUTE_MS) }),
  );
}

export async function stopMonitoring(db: Database) {
  return toStatus(await updateState(db, { running: false, nextRunAt: null }));
}

/** Saves the config; a running engine's next pass moves to the new interval from the last one. */
export async function configureMonitoring(db: Database, config: MonitoringConfig, now = new Date()) {
  const state = await readState(db);
  const from = state.lastRunAt ?? now;
  const next = new Date(Math.max(now.getTime(), from.getTime() + config.proactiveEngagementInterval * MINUTE_MS));
  return toStatus(
    await updateState(db, {
      intervalMinutes: config.proactiveEngagementInterval,
      maxPerHour: config.maxEngagementsPerHour,
      nextRunAt: state.running ? next : null,
    }),
  );
}

export type PassTrigger = 'schedule' | 'forced' | 'api';

/**
 * One monitoring pass: takes the lease (one pass at a time, across processes), looks at the newest
 * unanswered questions and lets the AI answer as many as the rolling-hour budget allows, every
 * answer going through `engage` and its rules. Records the run and schedules the next one. A
 * scheduled pass also claims its due tick in the same statement, so it runs once per due tick
 * however many processes saw it due; the admin's passes run whenever no other pass is running.
 */
export async function runPass(db: Database, deps: MonitoringDeps, trigger: PassTrigger, now = new Date()) {
  const state = await readState(db);
  const isScheduled = trigger === 'schedule';
  if (!(await claimPassLease(db, now, new Date(now.getTime() + LEASE_MS), { due: isScheduled }))) {
    return {
      ran: false as const,
      reason: isScheduled ? 'No scheduled pass is due now.' : 'Another monitoring pass is running.',
    };
  }
  const runId = crypto.randomUUID();
  const details: { questionId: string; outcome: string; reason: string | null }[] = [];
  try {
    const postedLastHour = (await postedTimesSince(db, new Date(now.getTime() - HOUR_MS))).filter(
      (at) => at <= now,
    ).length;
    let budget = Math.max(0, state.maxPerHour - postedLastHour);
    const { questions } =
      budget > 0
        ? await listQuestions(db, { sort: 'unanswered', tag: [], limit: CANDIDATES_PER_PASS }, null)
        : { questions: [] };
    const engageTrigger: Trigger = trigger === 'schedule' ? 'monitor' : 'forced';
    for (const question of questions) {
      if (budget <= 0) break;
      const result = await engage(db, {
        questionId: question.id,
        trigger: engageTrigger,
        now,
        maxPerHour: state.maxPerHour,
        generator: deps.generator,
        runId,
        log: deps.log,
      });
      details.push({
        questionId: question.id,
        outcome: result.outcome,
        reason: result.outcome === 'skipped' ? result.reason : null,
      });
      if (result.outcome === 'posted') budget -= 1;
      await renewPassLease(db, new Date(Date.now() + LEASE_MS));
    }
    const engaged = details.filter((detail) => detail.outcome === 'posted').length;
    const run = await insertRun(db, {
      id: runId,
      trigger,
      startedAt: now,
      finishedAt: new Date(Math.max(Date.now(), now.getTime())),
      examined: details.length,
      engaged,
      skipped: details.length - engaged,
      note:
        questions.length === 0
          ? budget <= 0
            ? 'Hourly limit reached; nothing to do.'
            : 'No unanswered questions.'
          : null,
      details,
    });
    deps.log?.({ event: 'monitoring_pass', trigger, examined: run.examined, engaged: run.engaged });
    return { ran: true as const, run: toRun(run) };
  } finally {
    const latest = await readState(db);
    await updateState(db, {
      passLeaseUntil: null,
      lastRunAt: now,
      nextRunAt: latest.running ? new Date(now.getTime() + latest.intervalMinutes * MINUTE_MS) : null,
    });
  }
}

function toRun(row: Awaited<ReturnType<typeof listRuns>>[number]) {
  return {
    id: row.id,
    trigger: row.trigger,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    examined: row.examined,
    engaged: row.engaged,
    skipped: row.skipped,
    note: row.note,
    details: row.details,
  };
}

export async function getHistory(db: Database, limit = 20) {
  return (await listRuns(db, limit)).map(toRun);
}

/** Numbers for the control center: the engine, the log and the last hour. */
export async function getMonitoringStats(db: Database, now = new Date()) {
  const state = await readState(db);
  const [totals, lastHour, runs] = [
    await engagementTotals(db),
    (await postedTimesSince(db, new Date(now.getTime() - HOUR_MS))).length,
    await countRuns(db),
  ];
  const sum = (outcome: string) =>
    totals.filter((row) => row.outcome === outcome).reduce((total, row) => total + row.count, 0);
  return {
    ...toStatus(state),
    engagementsLastHour: lastHour,
    totals: { runs, posted: sum('posted'), skipped: sum('skipped'), failed: sum('failed') },
  };
}

export async function getAiMemberStats(db: Database, generatorName: string, now = new Date()) {
  const stats = await getMonitoringStats(db, now);
  const totals = await engagementTotals(db);
  const recent = await recentEngagements(db, 10);
  return {
    generator: generatorName,
    personas: 4,
    monitoring: {
      running: stats.running,
      config: stats.config,
      lastRunAt: stats.lastRunAt,
      nextRunAt: stats.nextRunAt,
    },
    engagementsLastHour: stats.engagementsLastHour,
    totals: { posted: stats.totals.posted, skipped: stats.totals.skipped, failed: stats.totals.failed },
    byPersona: [...new Set(totals.map((row) => row.persona))].map((persona) => ({
      persona,
      posted: totals.find((row) => row.persona === persona && row.outcome === 'posted')?.count ?? 0,
    })),
    recent: recent.map((row) => ({
      questionId: row.questionId,
      answerId: row.answerId,
      persona: row.persona,
      generator: row.generator,
      trigger: row.trigger,
      outcome: row.outcome,
      reason: row.reason,
      latencyMs: row.latencyMs,
      at: row.createdAt.toISOString(),
    })),
  };
}

/** Recomputes the trending topics now and keeps the result with its time. */
export async function forceAnalysis(db: Database, now = new Date()) {
  const topics = await computeTrending(db, now);
  await updateState(db, { trending: topics, trendingAt: now });
  return { topics, analyzedAt: now.toISOString() };
}

/**
 * One tick of the schedule (docs/decisions/007): when the engine is running and its next pass is
 * due, runs it. The leased scheduler (app.ts) calls it on one process at a time; state lives in the
 * database, so a restart or another process carries on where the last one left off.
 */
export async function runDuePass(db: Database, deps: MonitoringDeps, now = new Date()) {
  const state = await readState(db);
  if (!state.running || !state.nextRunAt || state.nextRunAt > now) return { ran: false as const };
  return runPass(db, deps, 'schedule', now);
}
