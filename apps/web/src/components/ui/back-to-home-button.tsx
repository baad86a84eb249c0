import { useGoTo } from '../../lib/use-go-to';
import { Button } from './button';
import { ArrowLeft } from './shell-icons';

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
