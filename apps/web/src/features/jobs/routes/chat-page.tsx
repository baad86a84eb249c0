import { buildJobDraft } from '@app/shared/jobs/slot-engine';
import { useMemo, useRef, useState } from 'react';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { getStoredReferral } from '../../../lib/referral';
import { understoodBy } from '../assistant/free-text-replies';
import { AnswerSummary } from '../components/chat/answer-summary';
import { ChatHero } from '../components/chat/chat-hero';
import { ChatPanel } from '../components/chat/chat-panel';
import { UnderstoodFacts } from '../components/chat/understood-facts';
import { ReferralNote } from '../components/referral-note';
import { PostJobWizard, type PublishedDetails } from '../components/wizard/post-job-wizard';
import { useProjectAssistant } from '../hooks/use-project-assistant';
import { useRevealOnShow } from '../hooks/use-reveal-on-show';
import { readJobDraft, toReferralFields } from '../job-draft-storage';

/**
 * /chat: the AI Project Assistant (part-1 §2, §4; issue 23: a description in your own words, what
 * was understood, the questions still open), then the Post Job Wizard with its answers. The page
 * (app/pages/chat-page.tsx) adds what follows a publish (`publishedDetails`).
 */
export function ChatPage({ publishedDetails }: { publishedDetails?: PublishedDetails }) {
  const assistant = useProjectAssistant();
  const [referral] = useState(() => toReferralFields(getStoredReferral()));
  const draft = useMemo(() => buildJobDraft(assistant.state.slots), [assistant.state.slots]);
  const generator = understoodBy(assistant.understanding.generators);
  const [isPublished, setIsPublished] = useState(false);
  const wizard = useRef<HTMLDivElement>(null);
  const wizardHeading = useRef<HTMLHeadingElement>(null);
  useRevealOnShow(wizard, assistant.isWizardShown, wizardHeading);
  const startOver = () => {
    setIsPublished(false);
    assistant.startOver();
  };

  return (
    <div className={cn(PAGE_WIDTH.reading, 'flex flex-col gap-6 py-8')}>
      <div>
        <BackToHomeButton />
        <ChatHero />
      </div>
      <ReferralNote referral={referral} />
      <ChatPanel
        messages={assistant.messages}
        answered={Object.keys(assistant.state.slots).length}
        isReplying={assistant.isReplying}
        isFinished={assistant.isSummaryShown}
        isOpen={assistant.mode === 'open'}
        notice={assistant.notice}
        onSend={assistant.send}
        onAnswerStepByStep={assistant.answerStepByStep}
        onStartOver={startOver}
      />
      {assistant.understanding.generators.length > 0 && !assistant.isSummaryShown && (
        <UnderstoodFacts slots={assistant.state.slots} generator={generator} onCorrect={assistant.editAnswer} />
      )}
      {assistant.isSummaryShown && !isPublished && (
        <AnswerSummary slots={assistant.state.slots} generator={generator} onEdit={assistant.editAnswer} />
      )}
      <div ref={wizard}>
        {assistant.isWizardShown && (
          <PostJobWizard
            initialDraft={readJobDraft()?.draft ?? draft}
            draft={draft}
            referral={referral}
            onPublished={() => setIsPublished(true)}
            onStartOver={startOver}
            publishedDetails={publishedDetails}
            headingRef={wizardHeading}
          />
        )}
      </div>
    </div>
  );
}
