import { MessageSquare, Star, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FeedbackAnalyticsData } from '../../api/get-analytics';
import { ratingTone } from './feature-label';

function MetricCard({
  icon,
  label,
  value,
  note,
  tone,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  note: string;
  tone?: string;
}) {
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="flex items-center gap-2 text-xs font-medium text-slate-500">
        <span aria-hidden className="text-brand-600">
          {icon}
        </span>
        {label}
      </span>
      <span className={`text-2xl font-bold tabular-nums ${tone ?? 'text-slate-900'}`}>{value}</span>
      <span className="text-xs text-slate-500">{note}</span>
    </li>
  );
}

/** The four headline numbers of the analytics tab (part-2 §2). */
export function MetricCards({ analytics }: { analytics: FeedbackAnalyticsData }) {
  const { userEngagement: engagement } = analytics;
  const iconClass = 'size-4';
  return (
    <ul aria-label="Key metrics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <MetricCard
        icon={<MessageSquare className={iconClass} />}
        label="Total Feedback"
        value={String(analytics.totalFeedback)}
        note={`in the last ${analytics.feedbackTrends.length} days`}
      />
      <MetricCard
        icon={<Star className={iconClass} />}
        label="Average Rating"
        value={analytics.totalFeedback ? `${analytics.averageRating.toFixed(1)}/5` : '—'}
        tone={analytics.totalFeedback ? ratingTone(analytics.averageRating) : undefined}
        note={analytics.totalFeedback ? 'across all ratings' : 'no ratings yet'}
      />
      <MetricCard
        icon={<UserPlus className={iconClass} />}
        label="New Users"
        value={String(engagement.newUsers)}
        note={`${engagement.returningUsers} returning`}
      />
      <MetricCard
        icon={<Users className={iconClass} />}
        label="Feedback per User"
        value={engagement.feedbackPerUser.toFixed(1)}
        note="pieces of feedback each"
      />
    </ul>
  );
}
