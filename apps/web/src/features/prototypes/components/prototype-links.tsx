import type { Prototype } from '@app/shared/prototypes/prototypes.schemas';
import { ExternalLink, FolderGit2 } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';

const linkClassName = cn(buttonClassName('secondary', 'sm'), 'h-9');

/** The live prototype (counts a view) and its source, each in a new tab that cannot reach back to us. */
export function PrototypeLinks({ prototype, onOpenLive }: { prototype: Prototype; onOpenLive?: () => void }) {
  return (
    <>
      <a
        href={prototype.githubPagesUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onOpenLive}
        onAuxClick={(event) => event.button === 1 && onOpenLive?.()}
        className={linkClassName}
      >
        <ExternalLink className="size-4" aria-hidden />
        Live demo<span className="sr-only"> (opens in a new tab)</span>
      </a>
      {prototype.githubRepoUrl && (
        <a href={prototype.githubRepoUrl} target="_blank" rel="noopener noreferrer" className={linkClassName}>
          <FolderGit2 className="size-4" aria-hidden />
          Code<span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </>
  );
}
