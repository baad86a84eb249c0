import { APPLY_PARAM } from '@app/shared/navigation/marketplace-paths';
import { useEffect, useRef } from 'react';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { useUrlParams } from '../../../lib/use-url-params';
import { buildApplicationDraft } from '../assistant/application-from-answers';
import { profileDraftFromChat } from '../assistant/profile-from-chat';
import { filledFromCvNote } from '../assistant/profile-from-cv';
import { ApplicationWizard } from '../components/application-wizard/application-wizard';
import { ApplyToListedJob } from '../components/application-wizard/apply-to-listed-job';
import { AssistantChatPanel } from '../components/chat/assistant-chat-panel';
import { CvPasteForm } from '../components/chat/cv-paste-form';
import { ProfileWizard } from '../components/profile-wizard/profile-wizard';
import { readApplicationDraft } from '../drafts/application-draft';
import { readProfileDraft } from '../drafts/profile-draft';
import { useDeveloperAssistant } from '../hooks/use-developer-assistant';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /developer-chat: the AI Developer Assistant (part-1 §2, §4), then the wizard it chose, pre-filled.
 * With `?apply=<jobId>` (an invitation's "Apply"), the application wizard for that job at once.
 */
export function Component() {
  const assistant = useDeveloperAssistant();
  const { searchParams, set } = useUrlParams();
  const applyJobId = searchParams.get(APPLY_PARAM);
  const wizardRef = useRef<HTMLDivElement>(null);
  const wasWizardShown = useRef(assistant.isWizardShown);

  useEffect(() => {
    if (assistant.isWizardShown && !wasWizardShown.current) {
      wizardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
    wasWizardShown.current = assistant.isWizardShown;
  }, [assistant.isWizardShown]);

  return (
    <div className={cn(PAGE_WIDTH.reading, 'flex flex-col gap-6 py-8')}>
      <div>
        <BackToHomeButton />
        <PageHeader
          icon="👨‍💻"
          title="AI Developer Assistant"
          description="Tell the assistant about yourself to build your developer profile, or about a job to prepare your application. A wizard then lets you check everything before saving."
        />
      </div>
      {applyJobId && UUID.test(applyJobId) ? (
        <ApplyToListedJob jobId={applyJobId} onLeave={() => set({ [APPLY_PARAM]: null })} />
      ) : (
        <>
          <div className="mx-auto w-full max-w-3xl">
            <AssistantChatPanel
              mode={assistant.mode}
              messages={assistant.messages}
              isReplying={assistant.isReplying}
              isComplete={assistant.isComplete}
              onSend={assistant.send}
              onStartOver={assistant.startOver}
            >
              {assistant.mode !== 'application' && !assistant.isComplete && (
                <CvPasteForm isDisabled={assistant.isReplying} onFilled={assistant.fillFromCv} />
              )}
            </AssistantChatPanel>
          </div>
          <div ref={wizardRef}>
            {assistant.isWizardShown && assistant.mode === 'profile' && (
              <ProfileWizard
                initialDraft={readProfileDraft() ?? profileDraftFromChat(assistant)}
                filledNote={assistant.fromCv ? filledFromCvNote(assistant.fromCv) : null}
                onSaved={assistant.forget}
                onStartOver={assistant.startOver}
              />
            )}
            {assistant.isWizardShown && assistant.mode === 'application' && (
              <ApplicationWizard
                initialDraft={readApplicationDraft() ?? buildApplicationDraft(assistant.gathered)}
                onSaved={assistant.forget}
                onStartOver={assistant.startOver}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
