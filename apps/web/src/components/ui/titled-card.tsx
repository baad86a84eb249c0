import type { LucideIcon } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { Card } from './card';
import { cn } from './cn';

/**
 * A card that is a region named by its heading: an icon, the title and a line on what it is for,
 * then its content (the control center's panels).
 */
export function TitledCard({
  icon: Icon,
  title,
  description,
  headingRef,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** For moving the focus here (the heading then takes it programmatically, not by Tab). */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region" className={className}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={cn('flex items-center gap-2 text-lg font-semibold text-slate-900', headingRef && 'outline-none')}
      >
        <Icon className="size-5 text-brand-600" aria-hidden />
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      {children}
    </Card>
  );
}
