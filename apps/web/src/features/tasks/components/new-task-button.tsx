import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LazyTaskFormDialog } from './lazy-task-form-dialog';

/** Opens 'New task'; the form keeps its draft when closed. */
export function NewTaskButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <Plus className="size-4" aria-hidden />
        New task
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <LazyTaskFormDialog open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
