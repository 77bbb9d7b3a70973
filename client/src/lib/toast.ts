// A tiny toast store: one toast at a time, each shown for 5000 ms. A new toast replaces
// the current one, so a burst of errors never stacks up over the page.
import { serverMessage } from './error-message';

export type ToastVariant = 'default' | 'destructive' | 'success';

/** A button in the toast, e.g. 'Undo' after a change that can be taken back. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** One button beside the text, e.g. 'Undo'; pressing it closes the toast. */
  action?: ToastAction;
}

export const TOAST_DURATION_MS = 5000;

let current: ToastMessage | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(message: ToastMessage | null) {
  current = message;
  listeners.forEach((listener) => listener());
}

export function toast(options: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastVariant }) {
  clearTimeout(timer);
  const message: ToastMessage = { id: nextId++, variant: 'default', ...options };
  publish(message);
  timer = setTimeout(() => dismissToast(message.id), TOAST_DURATION_MS);
}

/** Closes the toast with this id (or whatever shows when no id is given). */
export function dismissToast(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  publish(null);
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getCurrentToast() {
  return current;
}

/** The failure toast: what failed as the title, the server's message (if it answered) below. */
export function toastError(title: string, error: unknown) {
  toast({ title, description: serverMessage(error, ''), variant: 'destructive' });
}
