import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function BackToQuestionsButton({ onClick }: { onClick(): void }) {
  return (
    <Button variant="ghost" size="sm" className="self-start" onClick={onClick}>
      <ArrowLeft className="size-4" aria-hidden />
      Back to questions
    </Button>
  );
}
