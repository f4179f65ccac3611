import { globalStyle } from '@vanilla-extract/css';
import { resetLayer } from './layers.css.ts';

const inReset = (rule: Parameters<typeof globalStyle>[1]) => ({ '@layer': { [resetLayer]: rule } });

globalStyle('*, *::before, *::after', inReset({ boxSizing: 'border-box' }));
globalStyle('html, body', inReset({ margin: 0, padding: 0 }));
globalStyle('h1, h2, h3, h4, p, ul, ol, dl, dd, figure', inReset({ margin: 0, padding: 0 }));
globalStyle('ul, ol', inReset({ listStyle: 'none' }));
globalStyle('img, svg', inReset({ display: 'block', maxWidth: '100%' }));
globalStyle('button, input, select, textarea', inReset({ font: 'inherit', color: 'inherit' }));
globalStyle('button', inReset({ cursor: 'pointer' }));
