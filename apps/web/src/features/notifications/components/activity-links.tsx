import { ACCOUNT_PATH } from '@app/shared/navigation/account-paths';
import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { Briefcase, FileSignature, Send, UserRound } from 'lucide-react';

const LINKS = [
  { path: MARKETPLACE_PATHS.myJobs, label: 'My jobs', icon: Briefcase },
  { path: MARKETPLACE_PATHS.myApplications, label: 'My applications', icon: Send },
  { path: MARKETPLACE_PATHS.contracts, label: 'Contracts', icon: FileSignature },
  { path: ACCOUNT_PATH, label: 'Your account', icon: UserRound },
] as const;

interface ActivityLinksProps {
  onNavigate(path: string): void;
  /** Unread messages in all the visitor's conversations (issue 20 §7), when known. */
  unreadMessages?: number;
}

/** Where the visitor's own jobs, applications, contracts and account live, one click from the bell (the nav bar is full at 1280 px). */
export function ActivityLinks({ onNavigate, unreadMessages = 0 }: ActivityLinksProps) {
  return (
    <nav aria-label="Your activity" className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-4 py-2">
      {LINKS.map(({ path, label, icon: Icon }) => (
        <a
          key={path}
          href={path}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onNavigate(path);
          }}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </a>
      ))}
      {unreadMessages > 0 && (
        <span className="ml-auto text-xs font-medium text-slate-600">
          {unreadMessages === 1 ? '1 unread message' : `${unreadMessages} unread messages`}
        </span>
      )}
    </nav>
  );
}
