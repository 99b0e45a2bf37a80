import { useRef, useState } from 'react';
import styled from 'styled-components';
import { RouteTableHarness, type RouteTableHarnessProps } from '../../support/RouteTableHarness';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Control = styled.button`
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

export interface ReloadableRouteTableProps extends RouteTableHarnessProps {
  /** Addresses the browser bar can open (typed in, as a new page load), by their button's name. */
  readonly addresses?: Readonly<Record<string, string>>;
}

/**
 * Story-only: the route table harness with the browser's Reload button (the page is loaded again
 * at the address it is at, from the mock shop, which keeps its state) and buttons that open other
 * addresses as fresh page loads.
 */
export function ReloadableRouteTable({ addresses = {}, ...harness }: ReloadableRouteTableProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState({ path: harness.initialPath, count: 0 });
  const open = (path: string) => setLoad((current) => ({ path, count: current.count + 1 }));
  const here = () => frame.current?.querySelector('output[aria-label="Address"]')?.textContent ?? load.path;
  return (
    <div ref={frame}>
      <Controls>
        <Control type="button" onClick={() => open(here())}>
          Reload page
        </Control>
        {Object.entries(addresses).map(([name, path]) => (
          <Control key={name} type="button" onClick={() => open(path)}>
            {name}
          </Control>
        ))}
      </Controls>
      <RouteTableHarness key={load.count} {...harness} initialPath={load.path} />
    </div>
  );
}
