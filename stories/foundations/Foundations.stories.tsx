import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColorRoles, IconSet, Palette, SpacingScale, TypeScale } from './FoundationSamples';

/** The design tokens rendered, so a change to any of them shows up in the screenshots. */
const meta = {
  title: 'Foundations/Tokens',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = { render: () => <ColorRoles /> };
export const PaletteShades: Story = { render: () => <Palette /> };
export const Spacing: Story = { render: () => <SpacingScale /> };
export const Icons: Story = { render: () => <IconSet /> };

export const TypographyBody: Story = {
  render: () => <TypeScale variants={['caption', 'small', 'body', 'bodyStrong']} />,
  play: async ({ canvasElement }) => {
    // The bundled fonts render every script: no fallback to whatever the machine has.
    await document.fonts.ready;
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded');
    const families = new Set(loaded.map((face) => face.family.replaceAll('"', '')));
    await expect(families).toContain('Noto Sans Thai');
    await expect(families).toContain('Noto Sans SC');
    // Line boxes are tall enough for Thai marks above and below: the text never overflows them.
    for (const p of canvasElement.querySelectorAll('p[lang="th"]')) {
      await expect(p.scrollHeight).toBeLessThanOrEqual(p.clientHeight);
    }
  },
};

export const TypographyHeadings: Story = {
  render: () => <TypeScale variants={['subtitle', 'title', 'headline', 'display']} />,
};
