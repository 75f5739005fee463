import type { Preview } from '@storybook/react-vite';
import '../src/ui/theme.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // An accessibility violation fails the story's test instead of passing with a warning.
    a11y: { test: 'error' },
    viewport: { defaultViewport: 'responsive' },
  },
};

export default preview;
