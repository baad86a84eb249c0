import type { ApplicationDetail } from '@app/shared/applications/applications.schemas';
import type { ComponentType } from 'react';
import type { ApplicationCardProps } from './application-card-frame';

interface ApplicationCardListProps {
  /** "Applicant list": the list's accessible name. */
  label: string;
  applications: ApplicationDetail[];
  /** The application whose conversation is open: its card is marked. */
  openId: string | null;
  onOpen(applicationId: string): void;
  /** The side's card: ApplicantCard for the job's owner, MyApplicationCard for the applicant. */
  Card: ComponentType<ApplicationCardProps>;
}

/** Applications as cards, each with the way to its conversation. */
export function ApplicationCardList({ label, applications, openId, onOpen, Card }: ApplicationCardListProps) {
  return (
    <ul aria-label={label} className="flex flex-col gap-4">
      {applications.map((application) => (
        <li key={application.id}>
          <Card
            application={application}
            isOpen={application.id === openId}
            onOpenConversation={() => onOpen(application.id)}
          />
        </li>
      ))}
    </ul>
  );
}
