import type { CreateReportBody, Report, ReportContentType } from '@app/shared/reports/reports.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { answerExists, removeAnswer } from '../community/answers.service.ts';
import { questionExists, removeQuestion } from '../community/questions.service.ts';
import { isMessageVisibleTo, removeMessage } from '../messages/messages.service.ts';
import { prototypeExists, removePrototype } from '../prototypes/prototypes.service.ts';
import {
  closeReports,
  findReport,
  insertReport,
  listReports as listReportRows,
  type ReportRow,
} from './reports.repository.ts';

/**
 * How reports reach the content they are about. `exists` answers for this reporter: a message is
 * private to its conversation, so for anyone but its two parties it does not exist (issue 20 §7).
 */
const CONTENT: Record<
  ReportContentType,
  {
    exists(db: Database, id: string, reporterId: string): Promise<boolean>;
    remove(db: Database, id: string): Promise<boolean>;
  }
> = {
  question: { exists: (db, id) => questionExists(db, id), remove: removeQuestion },
  answer: { exists: (db, id) => answerExists(db, id), remove: removeAnswer },
  prototype: { exists: (db, id) => prototypeExists(db, id), remove: removePrototype },
  message: { exists: isMessageVisibleTo, remove: removeMessage },
};

export function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    contentType: row.contentType,
    contentId: row.contentId,
    reporterId: row.reporterId,
    reason: row.reason,
    description: row.description,
    status: row.status,
    resolvedBy: row.resolvedBy,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createReport(db: Database, reporter: User, body: CreateReportBody): Promise<Report> {
  if (!(await CONTENT[body.contentType].exists(db, body.contentId, reporter.id))) {
    throw notFound(`No ${body.contentType} with this id.`);
  }
  // In a transaction that a repeat report rolls back: a keyed request's claim is marked committed
  // only with a report actually stored (commit-marker.ts).
  const row = await db.transaction(async (tx) => {
    const inserted = await insertReport(tx, { ...body, reporterId: reporter.id });
    if (!inserted) throw conflict('You have already reported this. A moderator will look at it soon.');
    return inserted;
  });
  return toReport(row);
}

export async function listReports(db: Database, query: { onlyOpen: boolean; limit: number; cursor?: string }) {
  const rows = await listReportRows(db, {
    onlyOpen: query.onlyOpen,
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
  });
  const page = toPage(rows, query.limit);
  return {
    reports: page.items.map(toReport),
    nextCursor: page.nextCursor,
  };
}

/**
 * Admin decision. `dismiss` closes this report; `remove-content` hides the item everywhere and
 * closes every open report about it. Who and when are recorded.
 */
export async function resolveReport(db: Database, id: string, action: 'dismiss' | 'remove-content'): Promise<Report> {
  const report = await findReport(db, id);
  if (!report) throw notFound('No report with this id.');
  if (report.status !== 'open') throw conflict('This report has already been resolved.');
  if (action === 'remove-content') await CONTENT[report.contentType].remove(db, report.contentId);
  await closeReports(db, {
    report,
    status: action === 'dismiss' ? 'dismissed' : 'content-removed',
    resolvedBy: 'admin',
    sameContent: action === 'remove-content',
  });
  const updated = await findReport(db, id);
  if (!updated) throw notFound('No report with this id.');
  return toReport(updated);
}
