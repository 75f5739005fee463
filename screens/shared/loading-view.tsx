import { Spinner } from '../../src/ui/spinner.tsx';

/** What a screen shows while its state loads what it needs: never a default standing in for data. */
export function LoadingView() {
  return (
    <div className="z-loading-view">
      <Spinner showLabel />
    </div>
  );
}
