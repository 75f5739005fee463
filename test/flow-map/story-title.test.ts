import { describe, expect, it } from 'vitest';
import { storyTitleFromSource } from '../../src/flow-map/story-title.ts';

describe('storyTitleFromSource', () => {
  it('reads the title of the meta object, not an earlier title in the file', () => {
    const source = [
      "const documents = [{ url: '/privacy', title: 'Privacy Policy' }];",
      'const meta = {',
      "  title: 'Screens/Offer start',",
      '  component: OfferStartScreen,',
      '} satisfies Meta<typeof OfferStartScreen>;',
      'export default meta;',
    ].join('\n');
    expect(storyTitleFromSource(source)).toBe('Screens/Offer start');
  });

  it('reads an inline default export, and says null when there is no title', () => {
    expect(storyTitleFromSource('export default { title: "Shell/FlowShell", component: X };')).toBe('Shell/FlowShell');
    expect(storyTitleFromSource('export const Basic = {};')).toBeNull();
  });
});
