import { AI_PERSONAS } from '@app/shared/ai-member/personas';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** 'Jun 3, 2025, 2:30 PM' in the visitor's time zone. */
export function formatDateTime(value: string): string {
  return dateTime.format(new Date(value));
}

/** '2:30:05 PM': when a test result came back. */
export function formatClock(value: string): string {
  return clock.format(new Date(value));
}

/** A persona's name from the handle the engagement log stores ('maya_designs' -> 'Maya Rodriguez'). */
export function personaName(handle: string): string {
  return AI_PERSONAS.find((persona) => persona.handle === handle)?.name ?? handle;
}
