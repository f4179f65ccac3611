export { Change, type ChangeProps } from './Change.tsx';
