import type { StorybookConfig } from '@storybook/react-vite';

// Written by hand: `storybook init` would try to download a browser, which cannot work here.
// Keep the default docgen: react-docgen-typescript breaks the build with TypeScript 7.
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
