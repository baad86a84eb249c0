/** Feedback vocabulary and rules (part-2 §3, §4, §9; FACTS.md "Feedback"). No zod here. */
export const FEEDBACK_FEATURES = [
  { id: 'ai-project-assistant', label: 'AI Project Assistant' },
  { id: 'ai-developer-assistant', label: 'AI Developer Assistant' },
  { id: 'ai-community-member', label: 'AI Community Member Control Center' },
  { id: 'proto-hub', label: 'Proto Hub' },
  { id: 'project-listings', label: 'Project Listings' },
  { id: 'developer-directory', label: 'Developer Directory' },
  { id: 'task-manager', label: 'Task Manager' },
  { id: 'pitch-deck', label: 'Platform Pitch Deck' },
  { id: 'prototype-service', label: 'Prototype + Pitch Deck Service' },
  { id: 'defi-platform', label: 'Tech Project Funding Platform' },
  { id: 'gamification', label: 'Developer Gamification' },
  { id: 'pipeline-dashboard', label: 'Pipeline Control Center' },
  { id: 'user-feedback', label: 'User Feedback Platform' },
  { id: 'general-platform', label: 'General Platform' },
] as const;
export type FeedbackFeatureId = (typeof FEEDBACK_FEATURES)[number]['id'];
export const FEEDBACK_FEATURE_IDS = FEEDBACK_FEATURES.map((feature) => feature.id) as [
  FeedbackFeatureId,
  ...FeedbackFeatureId[],
];

const PATH_FEATURES: Record<string, FeedbackFeatureId> = {
  '/chat': 'ai-project-assistant',
  '/post-job': 'ai-project-assistant',
  '/developer-chat': 'ai-developer-assistant',
  '/jobs': 'project-listings',
  '/developers': 'developer-directory',
  '/landing-page': 'prototype-service',
  '/ai-community-member': 'ai-community-member',
  '/proto-hub': 'proto-hub',
  '/task-manager': 'task-manager',
  '/pitch-deck': 'pitch-deck',
  '/defi-platform': 'defi-platform',
  '/gamification': 'gamification',
  '/pipeline-dashboard': 'pipeline-dashboard',
  '/user-feedback': 'user-feedback',
};

/** The widget's default feature from the current path (FACTS.md); anything else is general-platform. */
export function featureForPath(pathname: string): FeedbackFeatureId {
  return PATH_FEATURES[pathname.replace(/\/+$/, '') || '/'] ?? 'general-platform';
}

export const FEEDBACK_TYPES = [
  { id: 'bug', label: 'Bug Report', icon: '🐛' },
  { id: 'feature', label: 'Feature Request', icon: '💡' },
  { id: 'improvement', label: 'Improvement', icon: '✨' },
  { id: 'general', label: 'General Feedback', icon: '💬' },
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]['id'];
export const FEEDBACK_TYPE_IDS = FEEDBACK_TYPES.map((type) => type.id) as [FeedbackType, ...FeedbackType[]];

export const CONTEXTUAL_CATEGORIES = [
  'usability',
  'performance',
  'design',
  'functionality',
  'bug',
  'suggestion',
] as const;
export type ContextualCategory = (typeof CONTEXTUAL_CATEGORIES)[number];
export const FEEDBACK_SOURCES = ['widget', 'survey', 'contextual'] as const;

/** The widget's rating labels (part-2 §9). */
export const WIDGET_RATING_LABELS = ['Very Poor', 'Poor', 'Average', 'Good', 'Excellent'] as const;
/** The contextual form's rating labels (part-2 §4). */
export const CONTEXTUAL_RATING_LABELS = ['Very Poor', 'Poor', 'Neutral', 'Good', 'Excellent'] as const;

/** The micro survey: one question, five answers with icon, label and value. */
export const MICRO_SURVEY = {
  question: 'How would you rate your experience with the platform today?',
  options: [
    { value: 1, label: 'Very Poor', icon: '😞' },
    { value: 2, label: 'Poor', icon: '🙁' },
    { value: 3, label: 'Okay', icon: '😐' },
    { value: 4, label: 'Good', icon: '🙂' },
    { value: 5, label: 'Excellent', icon: '🤩' },
  ],
} as const;

export type Sentiment = 'positive' | 'neutral' | 'negative';

/** 4 or more positive, 3 neutral, otherwise negative (part-2 §9). */
export function sentimentOf(rating: number): Sentiment {
  if (rating >= 4) return 'positive';
  if (rating === 3) return 'neutral';
  return 'negative';
}

/** Rating classes: 4.5 or more excellent, 4 good, 3.5 average, else poor (part-2 §9). */
export function ratingClass(rating: number): 'excellent' | 'good' | 'average' | 'poor' {
  if (rating >= 4.5) return 'excellent';
  if (rating >= 4) return 'good';
  if (rating >= 3.5) return 'average';
  return 'poor';
}

/**
 * Points to earn (part-2 §9): "submit feedback +5, report bugs +10, suggest features +8,
 * high-rated feedback +3 bonus". Each is its own award: every submission earns +5, and a bug
 * report or a feature suggestion earns its +10 or +8 on top, as a 4-or-more rating earns +3.
 */
export const FEEDBACK_POINT_RULES = {
  submitted: { points: 5, label: 'Submit feedback' },
  bug: { points: 10, label: 'Report bugs' },
  feature: { points: 8, label: 'Suggest features' },
  highRating: { points: 3, label: 'High-rated feedback (4+ stars)' },
} as const;
export type FeedbackPointReason = keyof typeof FEEDBACK_POINT_RULES;
export const HIGH_RATING_MIN = 4;

/** The awards one submission earns, one points posting each. */
export function pointAwardsFor(type: FeedbackType, rating: number): { reason: FeedbackPointReason; points: number }[] {
  const reasons: FeedbackPointReason[] = ['submitted'];
  if (type === 'bug' || type === 'feature') reasons.push(type);
  if (rating >= HIGH_RATING_MIN) reasons.push('highRating');
  return reasons.map((reason) => ({ reason, points: FEEDBACK_POINT_RULES[reason].points }));
}

/** The points one submission earns in all: bug 15, feature 13, otherwise 5; +3 for 4 stars or more. */
export function pointsFor(type: FeedbackType, rating: number): number {
  return pointAwardsFor(type, rating).reduce((sum, award) => sum + award.points, 0);
}

/** Average rating moved by more than 0.2 between two periods: up or down; otherwise stable. */
export function trendOf(current: number | null, previous: number | null): 'up' | 'down' | 'stable' {
  if (current === null || previous === null) return 'stable';
  const change = Math.round((current - previous) * 100) / 100;
  if (change > 0.2) return 'up';
  if (change < -0.2) return 'down';
  return 'stable';
}

export const TIMEFRAMES = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
export type Timeframe = keyof typeof TIMEFRAMES;

/** The 12 feature cards (FACTS.md), with the target feature their feedback is stored under. */
export const FEATURE_CARDS = [
  { id: 'ai-assistant', name: 'AI Project Assistant', status: 'active', feature: 'ai-project-assistant', icon: '🤖' },
  {
    id: 'developer-chat',
    name: 'AI Developer Assistant',
    status: 'active',
    feature: 'ai-developer-assistant',
    icon: '👨‍💻',
  },
  {
    id: 'ai-community',
    name: 'AI Community Member Control Center',
    status: 'beta',
    feature: 'ai-community-member',
    icon: '🤖👥',
  },
  { id: 'proto-hub', name: 'Proto Hub', status: 'active', feature: 'proto-hub', icon: '🚀' },
  { id: 'jobs', name: 'Project Listings', status: 'active', feature: 'project-listings', icon: '💼' },
  { id: 'developers', name: 'Developer Directory', status: 'active', feature: 'developer-directory', icon: '👥' },
  { id: 'task-manager', name: 'Task Manager', status: 'active', feature: 'task-manager', icon: '📋' },
  { id: 'pitch-deck', name: 'Platform Pitch Deck', status: 'active', feature: 'pitch-deck', icon: '📊' },
  {
    id: 'landing-page',
    name: 'Prototype + Pitch Deck Service',
    status: 'active',
    feature: 'prototype-service',
    icon: '🚀📊',
  },
  { id: 'defi-platform', name: 'Tech Project Funding Platform', status: 'beta', feature: 'defi-platform', icon: '💰' },
  { id: 'gamification', name: 'Developer Gamification', status: 'active', feature: 'gamification', icon: '🎮' },
  {
    id: 'pipeline-dashboard',
    name: 'Pipeline Control Center',
    status: 'active',
    feature: 'pipeline-dashboard',
    icon: '📊',
  },
] as const;

/** Achievements unlocked from real counts of the visitor's feedback. */
export const FEEDBACK_ACHIEVEMENTS = [
  {
    id: 'first-feedback',
    name: 'First Feedback',
    description: 'Share your first feedback',
    icon: '🎉',
    points: 10,
    metric: 'total',
    goal: 1,
  },
  {
    id: 'bug-hunter',
    name: 'Bug Hunter',
    description: 'Report 3 bugs',
    icon: '🐛',
    points: 30,
    metric: 'bugs',
    goal: 3,
  },
  {
    id: 'idea-machine',
    name: 'Idea Machine',
    description: 'Suggest 3 features',
    icon: '💡',
    points: 25,
    metric: 'features',
    goal: 3,
  },
  {
    id: 'explorer',
    name: 'Explorer',
    description: 'Give feedback on 5 different features',
    icon: '🧭',
    points: 40,
    metric: 'distinctFeatures',
    goal: 5,
  },
  {
    id: 'feedback-champion',
    name: 'Feedback Champion',
    description: 'Share 10 pieces of feedback',
    icon: '🏆',
    points: 50,
    metric: 'total',
    goal: 10,
  },
] as const;

export const FEEDBACK_MESSAGES = {
  help: 'Help feature coming soon! For now, you can use the feedback forms above to share your thoughts.',
  loadingAnalytics: 'Loading analytics...',
  loadingLeaderboard: 'Loading leaderboard...',
} as const;

export const FEEDBACK_TABS = [
  { id: 'dashboard', label: 'Feedback Dashboard' },
  { id: 'forms', label: 'Feedback Forms' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'leaderboard', label: 'Community' },
  { id: 'features', label: 'Feature Feedback' },
] as const;

/** Widget timings (part-2 §9): close 300 ms after collapsing, 2 s after a submit. */
export const WIDGET_CLOSE_DELAY_MS = 300;
export const WIDGET_SUBMITTED_CLOSE_DELAY_MS = 2000;
export const FORM_RESET_DELAY_MS = 2000;
export const FEEDBACK_COMMENT_MAX = 5000;
