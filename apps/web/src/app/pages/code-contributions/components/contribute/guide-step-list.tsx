import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../../components/ui/button';
import { copyText } from '../../copy-text';
import { GUIDE_STEPS, type GuideStep } from './contribution-guide';

function StepItem({ step, number }: { step: GuideStep; number: number }) {
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    setIsCopied(await copyText(step.command, `Command for step ${number} copied to clipboard!`));
  };
  return (
    <li className="flex min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <span
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
        aria-hidden
      >
        {number}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="font-semibold text-slate-900">
          <span className="sr-only">Step {number}: </span>
          {step.title}
        </h3>
        <p className="text-sm text-slate-600">{step.text}</p>
        <div className="flex min-w-0 items-stretch gap-2">
          {/* Wraps rather than scrolls: a scrolling box would need to be reachable by keyboard. */}
          <pre className="min-w-0 flex-1 rounded-lg bg-slate-900 px-3 py-2 text-xs break-words whitespace-pre-wrap text-slate-100">
            <code>{step.command}</code>
          </pre>
          <Button
            variant="secondary"
            size="sm"
            className="h-auto shrink-0"
            aria-label={`Copy command for step ${number}`}
            onClick={() => void copy()}
          >
            {isCopied ? (
              <Check className="size-4 text-green-700" aria-hidden />
            ) : (
              <Copy className="size-4" aria-hidden />
            )}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The 8-step fork-to-pull-request guide, each command one click from the clipboard. */
export function GuideStepList() {
  return (
    <ol aria-label="From fork to pull request" className="flex flex-col gap-3">
      {GUIDE_STEPS.map((step, index) => (
        <StepItem key={step.title} step={step} number={index + 1} />
      ))}
    </ol>
  );
}
