import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview.tsx';

// Story tests run with the preview's loaders, decorators and globals, and with the a11y addon's axe check.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
