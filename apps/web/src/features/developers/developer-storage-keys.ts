/** This feature's local storage keys (part-1 §9), kept beside the feature that owns them. */
export const DEVELOPER_STORAGE_KEYS = {
  assistantState: 'developerAssistantState',
  profileDraft: 'developerProfileDraft',
  applicationDraft: 'jobApplicationDraft',
} as const;
