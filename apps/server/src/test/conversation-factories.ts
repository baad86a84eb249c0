import type { FastifyInstance } from 'fastify';
import { createVisitor } from './build-test-app.ts';

export type Visitor = Awaited<ReturnType<typeof createVisitor>>;

let counter = 0;

/** A visitor with a name of their own (the default is "Community Member" for everyone). */
export async function createNamedVisitor(app: FastifyInstance, name: string): Promise<Visitor> {
  const visitor = await createVisitor(app);
  const response = await app.inject({
    method: 'PUT',
    url: `/api/users/${visitor.user.id}`,
    headers: visitor.headers,
    payload: { name },
  });
  if (response.statusCode !== 200) throw new Error(`Naming a visitor failed: ${response.body}`);
  return { ...visitor, user: { ...visitor.user, name } };
}

/** Publishes a job as `owner`, as the Post Job wizard does; returns its id. */
export async function publishJob(app: FastifyInstance, owner: Visitor): Promise<string> {
  counter++;
  const response = await app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: { ...owner.headers, 'idempotency-key': `job-${counter}-${Date.now()}` },
    payload: {
      title: `Build a booking app ${counter}`,
      category: 'Mobile Development',
      targetAudience: 'Gyms',
      description: 'Class booking for a chain of gyms.',
      keyFeatures: 'Calendar, reminders',
      technologyStack: 'Flutter',
      budget: '$10k',
      timeline: '2 months',
      successCriteria: 'Bookings',
      potentialChallenges: 'Payments',
    },
  });
  if (response.statusCode !== 201) throw new Error(`Publishing a job failed: ${response.body}`);
  return response.json().jobId as string;
}

/** `applicant` applies to the job; returns the application id. */
export async function applyToJob(app: FastifyInstance, applicant: Visitor, jobId: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: applicant.headers,
    payload: { jobId, coverLetter: 'I have built three booking apps.' },
  });
  if (response.statusCode !== 201) throw new Error(`Applying failed: ${response.body}`);
  return response.json().application.id as string;
}

/** A job owner and an applicant with an application between them: a conversation to have. */
export async function openConversation(app: FastifyInstance) {
  const owner = await createNamedVisitor(app, 'Olivia Owner');
  const applicant = await createNamedVisitor(app, 'Arjun Applicant');
  const jobId = await publishJob(app, owner);
  const applicationId = await applyToJob(app, applicant, jobId);
  return { owner, applicant, jobId, applicationId };
}

export function postMessage(
  app: FastifyInstance,
  author: Visitor,
  applicationId: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/messages`,
    headers: { ...author.headers, ...headers },
    payload: typeof body === 'string' ? { body } : (body as Record<string, unknown>),
  });
}

/** Sends a message and returns it; fails the test on anything but 201. */
export async function sendMessage(app: FastifyInstance, author: Visitor, applicationId: string, body: string) {
  const response = await postMessage(app, author, applicationId, body);
  if (response.statusCode !== 201) throw new Error(`Sending a message failed: ${response.body}`);
  return response.json().message as { id: string; body: string; author: { id: string; name: string } };
}
