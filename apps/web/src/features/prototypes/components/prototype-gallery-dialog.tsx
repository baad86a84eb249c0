import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { SearchBox } from '../../../components/ui/search-box';
import { DEFAULT_LIST_PARAMS, type PrototypeListParams } from '../api/prototypes-keys';
import { useRefreshOnDelivery } from '../hooks/use-refresh-on-delivery';
import { GalleryFilters } from './gallery-filters';
import { type GalleryLayout, LayoutToggle } from './layout-toggle';
import { PrototypeResults } from './prototype-results';
import { SharePrototypeButton } from './share-prototype-button';

interface PrototypeGalleryDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The Prototype Gallery (part-1 §2): search, filters, grid or list, and sharing. It stays mounted
 * once opened, so closing and reopening keeps the filters and the layout.
 */
export function PrototypeGalleryDialog({ open, onOpenChange }: PrototypeGalleryDialogProps) {
  const [params, setParams] = useState<PrototypeListParams>(DEFAULT_LIST_PARAMS);
  const [layout, setLayout] = useState<GalleryLayout>('grid');
  const update = (changes: Partial<PrototypeListParams>) => setParams((current) => ({ ...current, ...changes }));
  useRefreshOnDelivery();

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title="Prototype Gallery"
      description="Prototypes built by the community: try them live, like the ones you love, and share your own."
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <SearchBox value={params.q} onSearch={(q) => update({ q })} label="Search prototypes" />
          </div>
          {/* A new prototype is newest: show it first, whatever the filters were. */}
          <SharePrototypeButton onShared={() => setParams(DEFAULT_LIST_PARAMS)} />
        </div>
        <GalleryFilters
          params={params}
          onChange={update}
          trailing={<LayoutToggle value={layout} onChange={setLayout} />}
        />
        <PrototypeResults params={params} layout={layout} />
      </div>
    </Dialog>
  );
}
