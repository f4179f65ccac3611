export { Button, buttonSizes, buttonVariants, type ButtonProps } from './Button.tsx';
export { button as buttonStyles } from './Button.css.ts';
