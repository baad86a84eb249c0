import { BOUNTY_MESSAGES, REPOSITORY } from '@app/shared/bounties/bounties.constants';
import { ChevronDown, CircleDot, Copy, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonClassName } from '../../../../../components/ui/button';
import { Card } from '../../../../../components/ui/card';
import { cn } from '../../../../../components/ui/cn';
import { copyText } from '../../copy-text';

/** The collapsible quick actions (part-2 §2 Overview): view repository, copy clone command, view issues. */
export function QuickActions() {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(true);

  return (
    <Card className="flex min-w-0 flex-col gap-3">
      <h2 className="text-base font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center justify-between gap-2 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Quick actions
          <ChevronDown
            className={cn('size-5 text-slate-500 transition-transform', isOpen && 'rotate-180')}
            aria-hidden
          />
        </button>
      </h2>
      <div id={panelId} hidden={!isOpen} className="flex flex-col gap-2">
        <a href={REPOSITORY.url} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary')}>
          <ExternalLink className="size-4" aria-hidden />
          View Repository
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <Button variant="secondary" onClick={() => void copyText(REPOSITORY.cloneCommand, BOUNTY_MESSAGES.cloneCopied)}>
          <Copy className="size-4" aria-hidden />
          Copy Clone Command
        </Button>
        <a
          href={REPOSITORY.issuesUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName('secondary')}
        >
          <CircleDot className="size-4" aria-hidden />
          View Issues
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <code className="mt-1 block rounded-lg bg-slate-900 px-3 py-2 text-xs break-words text-slate-100">
          {REPOSITORY.cloneCommand}
        </code>
      </div>
    </Card>
  );
}
