import { buildJobDraft } from '@app/shared/jobs/slot-engine';
import { useMemo, useRef, useState } from 'react';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { getStoredReferral } from '../../../lib/referral';
import { AnswerSummary } from '../components/chat/answer-summary';
import { ChatHero } from '../components/chat/chat-hero';
import { ChatPanel } from '../components/chat/chat-panel';
import { ReferralNote } from '../components/referral-note';
import { PostJobWizard } from '../components/wizard/post-job-wizard';
import { useProjectAssistant } from '../hooks/use-project-assistant';
import { useRevealOnShow } from '../hooks/use-reveal-on-show';
import { readJobDraft, toReferralFields } from '../job-draft-storage';

/** /chat: the AI Project Assistant (part-1 §2, §4), then the Post Job Wizard with its answers. */
export function Component() {
  const assistant = useProjectAssistant();
  const [referral] = useState(() => toReferralFields(getStoredReferral()));
  const draft = useMemo(() => buildJobDraft(assistant.state.slots), [assistant.state.slots]);
  const [isPublished, setIsPublished] = useState(false);
  const wizard = useRef<HTMLDivElement>(null);
  useRevealOnShow(wizard, assistant.isWizardShown);
  const startOver = () => {
    setIsPublished(false);
    assistant.startOver();
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div>
        <BackToHomeButton />
        <ChatHero />
      </div>
      <ReferralNote referral={referral} />
      <ChatPanel
        messages={assistant.messages}
        answered={assistant.state.slotIndex}
        isReplying={assistant.isReplying}
        isFinished={assistant.isSummaryShown}
        onSend={assistant.send}
        onStartOver={startOver}
      />
      {assistant.isSummaryShown && !isPublished && (
        <AnswerSummary slots={assistant.state.slots} onEdit={assistant.editAnswer} />
      )}
      <div ref={wizard}>
        {assistant.isWizardShown && (
          <PostJobWizard
            initialDraft={readJobDraft()?.draft ?? draft}
            draft={draft}
            referral={referral}
            onPublished={() => setIsPublished(true)}
            onStartOver={startOver}
          />
        )}
      </div>
    </div>
  );
}
