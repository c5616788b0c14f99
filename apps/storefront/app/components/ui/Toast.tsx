import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/messages.ts';
import { Icon, type IconName } from './Icon.tsx';

/** §2/§9: toast themes; a toast closes by itself after 3000 ms. */
export type ToastTheme = 'default' | 'success' | 'error' | 'warning';
export const TOAST_DURATION_MS = 3000;

export interface ToastOptions {
  message: string;
  theme?: ToastTheme;
  /** Milliseconds before it closes; 0 keeps it until closed. Default 3000. */
  duration?: number;
}

interface ToastEntry {
  id: number;
  message: string;
  theme: ToastTheme;
  duration: number;
}

export interface ToastApi {
  show(options: ToastOptions | string): number;
  success(message: string): number;
  error(message: string): number;
  warning(message: string): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Toasts for the whole shop. Usage in any component below the shell:
 *
 *   const toast = useToast();
 *   toast.success(t('cart.added'));
 *   toast.show({ message, theme: 'warning', duration: 5000 });
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

const THEME_ICON: Record<ToastTheme, IconName> = { default: 'info', success: 'check', error: 'alert', warning: 'alert' };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (options: ToastOptions | string) => {
      const { message, theme = 'default', duration = TOAST_DURATION_MS } = typeof options === 'string' ? { message: options } : options;
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-4), { id, message, theme, duration }]);
      return id;
    };
    return {
      show,
      success: (message) => show({ message, theme: 'success' }),
      error: (message) => show({ message, theme: 'error' }),
      warning: (message) => show({ message, theme: 'warning' }),
      dismiss,
    };
  }, [dismiss]);
  return (
    <ToastContext value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}

function ToastRegion({ toasts, onDismiss }: { toasts: ToastEntry[]; onDismiss: (id: number) => void }) {
  const t = useT();
  // The live region is always in the page so screen readers pick up new toasts.
  return (
    <section className="toasts" aria-label={t('toast.region')}>
      <div className="toasts__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    // WCAG 2.2.1: the timer waits while the pointer or focus is on the toast.
    if (paused || toast.duration <= 0) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.duration, toast.id, onDismiss]);
  return (
    <div
      className={`toast toast--${toast.theme}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={THEME_ICON[toast.theme]} className="toast__icon" />
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__close" onClick={() => onDismiss(toast.id)}>
        <Icon name="close" size={16} />
        <span className="visually-hidden">{t('toast.close')}</span>
      </button>
    </div>
  );
}
