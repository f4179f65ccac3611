export { BottomNav, bottomNavKeys, type BottomNavKey, type BottomNavProps } from './BottomNav.tsx';
