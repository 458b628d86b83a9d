import type { ReactNode } from 'react';

export type ToastVariant = 'info' | 'success' | 'error';

/** What a toast says. */
export interface ToastContent {
  /** The message ("Document opgeslagen"). */
  title: ReactNode;
  /** Optional second line. */
  description?: ReactNode;
  /** info (default), success or error. */
  variant?: ToastVariant;
}

export interface ToastOptions {
  /**
   * ms before the toast closes by itself; null keeps it until closed. Defaults: 6000 for info
   * and success, null for error (an error should not vanish before it is read).
   */
  timeout?: number | null;
}

/** A toast on screen. */
export interface QueuedToast {
  key: string;
  content: ToastContent;
  timeout: number | null;
}

interface Timer {
  remaining: number;
  startedAt: number;
  handle?: ReturnType<typeof setTimeout>;
}

export const DEFAULT_TOAST_TIMEOUT = 6000;

/**
 * A small observable store of toasts. Timers pause while the user hovers or focuses the
 * region (WCAG 2.2.1), and resume with the time that was left.
 */
export class ToastQueue {
  private toasts: QueuedToast[] = [];
  private readonly timers = new Map<string, Timer>();
  private readonly listeners = new Set<() => void>();
  private paused = false;
  private counter = 0;
  private readonly maxVisible: number;

  constructor(options: { maxVisible?: number } = {}) {
    this.maxVisible = options.maxVisible ?? 5;
  }

  /** Shows a toast and returns its key (for close). The oldest goes when more than maxVisible. */
  add(content: ToastContent, options: ToastOptions = {}): string {
    const key = `toast-${++this.counter}`;
    const timeout =
      options.timeout !== undefined
        ? options.timeout
        : content.variant === 'error'
          ? null
          : DEFAULT_TOAST_TIMEOUT;
    this.toasts = [...this.toasts, { key, content, timeout }];
    while (this.toasts.length > this.maxVisible) this.remove(this.toasts[0]!.key, false);
    if (timeout !== null) {
      const timer: Timer = { remaining: timeout, startedAt: Date.now() };
      this.timers.set(key, timer);
      if (!this.paused) this.start(key, timer);
    }
    this.emit();
    return key;
  }

  /** Closes a toast (no-op for an unknown key). */
  close(key: string): void {
    this.remove(key, true);
  }

  /** Stops every countdown (hover or focus inside the region). */
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    for (const timer of this.timers.values()) {
      clearTimeout(timer.handle);
      timer.remaining -= Date.now() - timer.startedAt;
    }
  }

  /** Restarts the countdowns with the time each had left. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    for (const [key, timer] of this.timers) this.start(key, timer);
  }

  /** The toasts on screen, oldest first. Stable between changes (for useSyncExternalStore). */
  getSnapshot = (): readonly QueuedToast[] => this.toasts;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private start(key: string, timer: Timer) {
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => this.close(key), Math.max(0, timer.remaining));
  }

  private remove(key: string, emit: boolean) {
    const timer = this.timers.get(key);
    if (timer) clearTimeout(timer.handle);
    this.timers.delete(key);
    const next = this.toasts.filter((t) => t.key !== key);
    if (next.length === this.toasts.length) return;
    this.toasts = next;
    if (emit) this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

/** The application-wide queue that `useToast()` and `<ToastRegion />` use by default. */
export const toastQueue = new ToastQueue();
