import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useGoTo } from './use-go-to';

export function BackToHomeButton({ onClick }: { onClick?: () => void }) {
  const goTo = useGoTo();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => {
        onClick?.();
        goTo('/');
      }}
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to Home
    </Button>
  );
}
