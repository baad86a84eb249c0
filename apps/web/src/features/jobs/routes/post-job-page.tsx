import { useState } from 'react';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { PostJobWizard, type PublishedDetails } from '../components/wizard/post-job-wizard';
import { emptyJobDraft, readJobDraft, referralForDraft } from '../job-draft-storage';

/**
 * /post-job: the Post Job Wizard, resuming the stored `jobDraft` when there is one. The page
 * (app/pages/post-job-page.tsx) adds what follows a publish (`publishedDetails`).
 */
export function PostJobPage({ publishedDetails }: { publishedDetails?: PublishedDetails }) {
  const [start] = useState(() => {
    const stored = readJobDraft();
    return { draft: stored?.draft ?? emptyJobDraft(), referral: referralForDraft(stored) };
  });
  const [attempt, setAttempt] = useState(0);

  return (
    <div className={cn(PAGE_WIDTH.reading, 'flex flex-col gap-6 py-8')}>
      <div>
        <BackToHomeButton />
        <PageHeader
          icon="📝"
          title="Post a Job"
          description="Describe your project in four short steps and publish it for developers."
        />
      </div>
      <PostJobWizard
        key={attempt}
        initialDraft={attempt === 0 ? start.draft : emptyJobDraft()}
        referral={start.referral}
        onStartOver={() => setAttempt((count) => count + 1)}
        publishedDetails={publishedDetails}
      />
    </div>
  );
}
