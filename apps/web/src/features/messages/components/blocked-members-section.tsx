import { formatLongDate } from '@app/shared/format/format';
import type { BlockedMember } from '@app/shared/members/blocks.schemas';
import { memberPath } from '@app/shared/navigation/marketplace-paths';
import { Ban } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useBlocks } from '../api/list-blocks';
import { useUnblockMember } from '../api/set-member-block';

/**
 * The account page's "Blocked members" (issue 41 §5): whom I block, the latest first, each linked to
 * their page with "Unblock". An unblocked row goes at once and the section says so.
 */
export function BlockedMembersSection() {
  const query = useBlocks();
  const unblock = useUnblockMember();
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const blocks = query.data?.pages.flatMap((page) => page.blocks) ?? [];

  // No visitor behind the token any more: the account's part above offers to sign in.
  if (query.error instanceof ApiRequestError && query.error.status === 401) return null;

  const unblockMember = ({ member }: BlockedMember) => {
    setNotice('');
    setFailure(null);
    unblock.mutate(member.id, {
      onSuccess: () => {
        setNotice(`You unblocked ${member.name}. They can message you, invite you to jobs and apply to yours again.`);
        // The pressed button has gone with its row: the focus stays in the section.
        heading.current?.focus();
      },
      onError: (error) => setFailure(describeError(error, `${member.name} could not be unblocked. Please try again.`)),
    });
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
          Blocked members
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          A member you block cannot message you, invite you to a job or apply to yours. You can still write to them.
        </p>
      </div>
      <div role="status" aria-live="polite">
        {notice && <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{notice}</p>}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <PagedList
        query={query}
        loadingLabel="Loading the members you blocked"
        loadError={(error) => describeError(error, 'The members you blocked could not be loaded.')}
        loadMoreError="More blocked members could not be loaded."
        hasItems={blocks.length > 0}
        empty={<EmptyState title="You have not blocked anyone." icon={<Ban className="size-10" />} />}
      >
        <ul aria-label="Members you blocked" className="divide-y divide-slate-100">
          {blocks.map((block) => (
            <li key={block.member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 items-center gap-3">
                <UserAvatar user={block.member} size="md" />
                <div className="min-w-0">
                  <Link
                    to={memberPath(block.member.id)}
                    className="font-medium break-words text-brand-700 hover:underline"
                  >
                    {block.member.name}
                  </Link>
                  <p className="text-sm text-slate-600">Blocked {formatLongDate(block.blockedAt)}</p>
                </div>
              </div>
              <Button
                variant="secondary"
                size="sm"
                isLoading={unblock.isPending && unblock.variables === block.member.id}
                onClick={() => unblockMember(block)}
              >
                Unblock
                <span className="sr-only"> {block.member.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      </PagedList>
    </Card>
  );
}
