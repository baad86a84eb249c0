import { useSyncExternalStore } from 'react';
import { readText, removeItem, writeText } from './storage';

/**
 * Which developer the visitor works as, for "Assigned to Me" in the task manager and "me" in the
 * pipeline filters (part-2 §6 used a fixed placeholder; here the visitor picks). Null until chosen.
 */
const KEY = 'current_developer';
const listeners = new Set<() => void>();

export function getCurrentDeveloper(): string | null {
  return readText(KEY);
}

export function setCurrentDeveloper(name: string | null): void {
  if (name) writeText(KEY, name);
  else removeItem(KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCurrentDeveloper(): [string | null, (name: string | null) => void] {
  const name = useSyncExternalStore(subscribe, getCurrentDeveloper, () => null);
  return [name, setCurrentDeveloper];
}
