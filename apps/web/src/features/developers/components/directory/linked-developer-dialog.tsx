import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../../components/ui/dialog';
import { describeError } from '../../../../lib/api-error';
import { developersKeys } from '../../api/developers-keys';
import { getDeveloper } from '../../api/get-developer';
import type { DeveloperActions } from './developer-actions';
import { DeveloperDetailsDialog } from './developer-details-dialog';

/** A profile opened by a link (`?developer=<id>`) that the directory's current page does not list. */
export function LinkedDeveloperDialog({
  id,
  onOpenChange,
  developerActions,
}: {
  id: string;
  onOpenChange(open: boolean): void;
  developerActions?: DeveloperActions;
}) {
  const query = useQuery({
    queryKey: developersKeys.detail(id),
    queryFn: ({ signal }) => getDeveloper(id, signal),
    retry: false,
  });
  if (query.data) {
    return (
      <DeveloperDetailsDialog
        developer={query.data}
        open
        onOpenChange={onOpenChange}
        actions={developerActions?.(query.data)}
      />
    );
  }
  if (!query.isError) return null;
  return (
    <Dialog open onOpenChange={onOpenChange} title="Profile not found">
      <p role="alert" className="text-sm text-slate-700">
        {describeError(query.error, 'This developer profile could not be loaded.')}
      </p>
    </Dialog>
  );
}
