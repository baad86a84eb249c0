import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FeedbackAnalyticsData } from '../../api/get-analytics';

/** The recharts bar chart, in its own file so recharts loads only when this tab shows it. */
export default function DailyFeedbackChart({ days }: { days: FeedbackAnalyticsData['feedbackTrends'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No keyboard layer: the chart is hidden from assistive tech, the caption above says the same. */}
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -24 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} tick={{ fontSize: 11 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
        <Tooltip
          formatter={(value) => [value, 'Feedback']}
          labelFormatter={(date) => String(date)}
          cursor={{ fill: '#f1f5f9' }}
        />
        <Bar dataKey="count" name="Feedback" fill="#4f46e5" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
