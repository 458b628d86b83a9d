export { ToastRegion, useToast } from './Toast';
export type { ToastRegionProps, UseToastResult } from './Toast';
export { ToastQueue, toastQueue, DEFAULT_TOAST_TIMEOUT } from './toastQueue';
export type { ToastContent, ToastOptions, ToastVariant, QueuedToast } from './toastQueue';
