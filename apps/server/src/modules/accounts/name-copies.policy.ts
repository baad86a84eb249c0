/**
 * Where the platform itself copied a member's name (issue 40 §4): what an account's deletion turns
 * into "Deleted member" in its transaction, beside anonymising the user row. What people wrote
 * (messages, reviews' text, answers, a delivery's note, a task's typed assignee) is their author's
 * text and stays as written, even when it mentions the member; what the platform wrote from the
 * name (a party's name on a contract, a notification's title, a mail, a stored answer) is scrubbed.
 * Tables and columns here are constants, never input.
 */

/** A name stored beside the id of the person it names: replaced whole, found by the id. */
export interface NameBesideId {
  table: string;
  column: string;
  /**
   * The column that says whose name it is: the member's user id, their developer profile's id (as
   * text), or a job that came through their referral link (its deal copied the job's name).
   */
  by: string;
  key: 'user' | 'profile' | 'referred-job';
}

export const NAMES_BESIDE_IDS: readonly NameBesideId[] = [
  { table: 'contracts', column: 'client_name', by: 'client_id', key: 'user' },
  { table: 'contracts', column: 'developer_name', by: 'developer_id', key: 'user' },
  { table: 'contract_reviews', column: 'author_name', by: 'author_id', key: 'user' },
  { table: 'opportunities', column: 'developer_name', by: 'assigned_user_id', key: 'user' },
  { table: 'opportunities', column: 'assigned_to', by: 'assigned_user_id', key: 'user' },
  { table: 'tasks', column: 'assigned_by', by: 'created_by', key: 'user' },
  /** A job posted from a developer's referral link names the developer it came through. */
  { table: 'jobs', column: 'developer_name', by: 'developer_ref', key: 'profile' },
  { table: 'opportunities', column: 'developer_name', by: 'job_id', key: 'referred-job' },
  { table: 'opportunities', column: 'assigned_to', by: 'job_id', key: 'referred-job' },
];

/**
 * Text the platform composed with the name in it ("Ava Stone funded …", a mail's body), without
 * the member's id beside it: the name is replaced wherever it stands as a whole word. `json`
 * columns are walked, so only string values change, never keys. `ownRowsBy` limits the search to
 * the member's own rows (analytics events, by their user id before it is detached).
 */
export interface NameMentions {
  table: string;
  column: string;
  json: boolean;
  ownRowsBy?: string;
}

export const NAME_MENTIONS: readonly NameMentions[] = [
  // Other members' notifications: titles name the actor; an application's body names the applicant.
  { table: 'notifications', column: 'title', json: false },
  { table: 'notifications', column: 'body', json: false },
  // Queued and sent mail and push (subject, text, html, title, body) to other members.
  { table: 'outbox', column: 'payload', json: true },
  // Replayable answers to keyed requests (a proposal's answer names both parties).
  { table: 'idempotency_keys', column: 'response_body', json: true },
  { table: 'analytics_events', column: 'props', json: true, ownRowsBy: 'user_id' },
];
