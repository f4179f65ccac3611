export { Sheet, sheetSides, type SheetProps } from './Sheet.tsx';
