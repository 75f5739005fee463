import type { Preview } from '@storybook/react-vite';
import '../src/ui/theme.css';

const preview: Preview = {
  // Each story opens as a fresh tab: a form's draft saved while another story typed (sessionStorage,
  // src/ui/form-draft.ts) never prefills it.
  beforeEach() {
    sessionStorage.clear();
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // An accessibility violation fails the story's test instead of passing with a warning.
    a11y: { test: 'error' },
    viewport: { defaultViewport: 'responsive' },
  },
};

export default preview;
