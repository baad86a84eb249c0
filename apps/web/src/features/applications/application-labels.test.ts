import type { ApplicationDetail } from '@app/shared/applications/applications.schemas';
import { describe, expect, it } from 'vitest';
import {
  APPLICANT_FILTERS,
  applicantName,
  applicationCountsLabel,
  applicationJobTitle,
  canWriteAbout,
  conversationParties,
  isApplicationFilter,
  unreadLabel,
} from './application-labels';

function buildApplication(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  const at = '2025-01-01T00:00:00.000Z';
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-000000000002',
    jobId: '00000000-0000-4000-8000-000000000003',
    jobTitle: 'Typed title',
    companyName: '',
    jobDescription: '',
    relevantSkills: [],
    relevantExperience: [],
    coverLetter: '',
    resumeHighlights: [],
    interviewPrep: [],
    status: 'submitted',
    decisionMessage: null,
    decidedAt: null,
    createdAt: at,
    updatedAt: at,
    job: {
      id: '00000000-0000-4000-8000-000000000003',
      title: 'Listed title',
      status: 'published',
      ownerId: '00000000-0000-4000-8000-000000000004',
      ownerName: 'Owner',
    },
    applicant: {
      userId: '00000000-0000-4000-8000-000000000002',
      name: 'Community Member',
      avatar: '',
      developer: null,
    },
    unreadCount: 0,
    lastMessageAt: null,
    ...overrides,
  };
}

describe('what the marketplace pages say', () => {
  it('counts a job’s applications as new and total, or says there are none', () => {
    expect(applicationCountsLabel({ new: 2, total: 5 })).toBe('2 new · 5 total');
    expect(applicationCountsLabel({ new: 0, total: 0 })).toBe('No applications yet');
  });

  it('names unread messages in the singular and the plural', () => {
    expect(unreadLabel(1)).toBe('1 unread message');
    expect(unreadLabel(3)).toBe('3 unread messages');
  });

  it('offers every status as a filter, after All', () => {
    expect(APPLICANT_FILTERS.map((filter) => filter.label)).toEqual([
      'All',
      'Submitted',
      'Shortlisted',
      'Hired',
      'Declined',
      'Withdrawn',
    ]);
    expect(isApplicationFilter('hired')).toBe(true);
    expect(isApplicationFilter('archived')).toBe(false);
    expect(isApplicationFilter(null)).toBe(false);
  });

  it('names the applicant by their developer profile when they have one', () => {
    expect(applicantName(buildApplication())).toBe('Community Member');
    const developer = {
      id: '00000000-0000-4000-8000-000000000005',
      name: 'Ada Lovelace',
      title: 'Engineer',
      avatar: '',
      skills: [],
      hourlyRate: '$90/hr',
      availability: 'Available' as const,
      rating: null,
      ratingCount: 0,
    };
    expect(applicantName(buildApplication({ applicant: { ...buildApplication().applicant, developer } }))).toBe(
      'Ada Lovelace',
    );
  });

  it('titles an application by its listed job, else by what the applicant typed', () => {
    expect(applicationJobTitle(buildApplication())).toBe('Listed title');
    expect(applicationJobTitle(buildApplication({ job: null }))).toBe('Typed title');
    expect(applicationJobTitle(buildApplication({ job: null, jobTitle: '' }))).toBe('Untitled job');
  });

  it('lets the parties write until the applicant withdraws, and only about a listed job', () => {
    expect(canWriteAbout(buildApplication({ status: 'hired' }))).toBe(true);
    expect(canWriteAbout(buildApplication({ status: 'withdrawn' }))).toBe(false);
    expect(canWriteAbout(buildApplication({ job: null }))).toBe(false);
  });

  it('puts the job owner and the applicant on opposite sides of the conversation', () => {
    const application = buildApplication();
    expect(conversationParties(application, 'owner')).toEqual({
      applicationId: application.id,
      viewerId: application.job?.ownerId,
      otherPartyName: 'Community Member',
      canWrite: true,
    });
    expect(conversationParties(application, 'applicant')).toEqual({
      applicationId: application.id,
      viewerId: application.userId,
      otherPartyName: 'Owner',
      canWrite: true,
    });
    expect(conversationParties(buildApplication({ job: null }), 'applicant')).toMatchObject({
      otherPartyName: 'the job owner',
      canWrite: false,
    });
  });
});
