export { PageTransition, type PageTransitionProps } from './PageTransition.tsx';
