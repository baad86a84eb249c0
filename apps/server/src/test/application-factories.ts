import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { notifications } from '../modules/notifications/notifications.tables.ts';
import { applyToJob, createNamedVisitor, publishJob, type Visitor } from './conversation-factories.ts';

export type { Visitor } from './conversation-factories.ts';
export { applyToJob, createNamedVisitor, publishJob };

/** POST /api/applications/:id/status as `visitor`. */
export function decide(
  app: FastifyInstance,
  visitor: Visitor,
  applicationId: string,
  status: string,
  message?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/status`,
    headers: visitor.headers,
    payload: { status, ...(message === undefined ? {} : { message }) },
  });
}

/** Moves an application along, failing the test on anything but 200. */
export async function decideOk(app: FastifyInstance, visitor: Visitor, applicationId: string, status: string) {
  const response = await decide(app, visitor, applicationId, status);
  if (response.statusCode !== 200) throw new Error(`Deciding ${status} failed: ${response.body}`);
  return response.json().application as { status: string; job: { status: string } | null };
}

/** A job owner with a published job and `count` named applicants who applied to it. */
export async function jobWithApplicants(app: FastifyInstance, count: number) {
  const owner = await createNamedVisitor(app, 'Olivia Owner');
  const jobId = await publishJob(app, owner);
  const applicants: { visitor: Visitor; applicationId: string }[] = [];
  for (let index = 0; index < count; index++) {
    const visitor = await createNamedVisitor(app, `Applicant ${index + 1}`);
    applicants.push({ visitor, applicationId: await applyToJob(app, visitor, jobId) });
  }
  return { owner, jobId, applicants };
}

/** Gives the visitor a developer profile; returns its id. */
export async function saveDeveloperProfile(app: FastifyInstance, visitor: Visitor, fields: Record<string, unknown>) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/developers/me',
    headers: visitor.headers,
    payload: fields,
  });
  if (response.statusCode !== 200) throw new Error(`Saving a profile failed: ${response.body}`);
  return response.json().developer.id as string;
}

/** The notifications stored for a user, oldest first (read straight from the table). */
export async function notificationsOf(db: Database, userId: string) {
  return db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      data: notifications.data,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}
