export { Toaster, toastTones, type ToastItem, type ToastTone, type ToasterProps } from './Toaster.tsx';
