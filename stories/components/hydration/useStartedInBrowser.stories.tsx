import type { Meta, StoryObj } from '@storybook/react-vite';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useStartedInBrowser } from '../../../src/components/hydration';
import { Text } from '../../../src/components/Text';

/**
 * `useStartedInBrowser()` is false on the server and in the render that hydrates the server's
 * HTML, true from the browser's next render on, switched in a transition. Use it for what only the
 * browser can show (an observer, a camera, a dialog host), so the hydrated page matches the
 * server's and nothing re-renders synchronously right after hydration. Do not use it for what the
 * server can render: the shopper would wait for it.
 */
const meta = {
  title: 'Components/Hydration/useStartedInBrowser',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Probe() {
  return <Text>{useStartedInBrowser() ? 'Started in the browser' : 'Rendered on the server'}</Text>;
}

/** Rendered in the browser: true from the render after the first. */
export const InTheBrowser: Story = {
  render: () => <Probe />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Started in the browser')).toBeVisible();
  },
};

function PlainProbe() {
  return <p>{useStartedInBrowser() ? 'Started in the browser' : 'Rendered on the server'}</p>;
}

/** The server's HTML hydrated in Chromium: no mismatch, then true. */
export const HydratesTheServerHtml: Story = {
  render: () => <div data-testid="server-html" />,
  play: async ({ canvasElement }) => {
    const container = within(canvasElement).getByTestId('server-html');
    container.innerHTML = renderToString(<PlainProbe />);
    await expect(container).toHaveTextContent('Rendered on the server');
    const onRecoverableError = fn();
    hydrateRoot(container, <PlainProbe />, { onRecoverableError });
    await waitFor(() => expect(container).toHaveTextContent('Started in the browser'));
    await expect(onRecoverableError).not.toHaveBeenCalled();
  },
};
